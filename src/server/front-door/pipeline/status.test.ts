import { describe, expect, it } from 'vitest'

import { fakeAnswer } from '@/server/front-door/pipeline/fake-answer'
import { statusStep } from '@/server/front-door/pipeline/status.mjs'

describe('statusStep', () => {
  it.each([
    ['/inventory/sold-unit', 403, 410],
    ['/tips/old-name', 308, 301],
    ['/bunk-trailers', 307, 302],
    ['/inventory/a-unit', 200, 200],
    ['/inventory/missing', 404, 404],
    ['/cms/account', 403, 403],
    ['/api/inventory', 403, 403],
  ])('answers a page %s of status %i with %i', (url, status, sent) => {
    const answer = fakeAnswer(url, status)
    statusStep.head!(answer)
    expect(answer.response.statusCode).toBe(sent)
  })

  it('sends one Location where Next set it twice', () => {
    const answer = fakeAnswer('/tips/old-name', 308, { location: ['/tips/new', '/tips/new'] })
    statusStep.head!(answer)
    expect(answer.response.getHeader('location')).toBe('/tips/new')
  })

  it("sends the visitor's query on with a page's redirect", () => {
    const answer = fakeAnswer('/bunk-trailers?utm_source=mail', 308, { location: '/trailers/bunk' })
    statusStep.head!(answer)
    expect(answer.response.getHeader('location')).toBe('/trailers/bunk?utm_source=mail')
  })
})
