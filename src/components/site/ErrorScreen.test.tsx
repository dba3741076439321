import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { describeError, ErrorScreen } from '@/components/site/ErrorScreen'

const noop = () => {}

describe('ErrorScreen', () => {
  it("shows the spec's heading, collapsed details and both buttons", () => {
    const html = renderToStaticMarkup(
      <ErrorScreen error={new Error('Database unreachable')} onHome={noop} onReload={noop} />,
    )
    expect(html).toContain('<h1')
    expect(html).toContain('Oops! Something went wrong')
    expect(html).toMatch(
      /<details><summary>Error details<\/summary><pre>Database unreachable<\/pre><\/details>/,
    )
    expect(html).toContain('>Go to Home Page</button>')
    expect(html).toContain('>Reload Page</button>')
  })
})

describe('describeError', () => {
  it('shows a server error digest for matching the logs', () => {
    const error = Object.assign(new Error('An error occurred in the Server Components render.'), {
      digest: '12345',
    })
    expect(describeError(error)).toBe(
      'An error occurred in the Server Components render.\nReference: 12345',
    )
  })

  it('copes with thrown values that are not errors', () => {
    expect(describeError('plain text')).toBe('plain text')
    expect(describeError(new TypeError(''))).toBe('TypeError')
  })
})
