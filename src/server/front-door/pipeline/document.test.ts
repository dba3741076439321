import { describe, expect, it } from 'vitest'

import { documentStep } from '@/server/front-door/pipeline/document.mjs'
import { fakeAnswer } from '@/server/front-door/pipeline/fake-answer'

const step = (databaseUnavailable = false) =>
  documentStep({
    outagePage: 'outage',
    notFoundPage: 'not found',
    databaseUnavailable: () => databaseUnavailable,
  })

const form = {
  method: 'POST',
  requestHeaders: { 'content-type': 'application/x-www-form-urlencoded' },
}

describe('documentStep', () => {
  it.each([
    ['/missing', 404, false, 404, 'not found'],
    ['/inventory/sold-unit', 410, false, 410, 'not found'],
    ['/trailers', 500, true, 503, 'outage'],
    ['/trailers', 500, false, 500, undefined],
    ['/api/inventory', 404, false, 404, undefined],
    ['/api/inventory', 500, true, 500, undefined],
  ])('answers %s of status %i (outage: %s) with %i and %s', (url, status, outage, sent, body) => {
    const answer = fakeAnswer(url, status, { 'content-type': 'application/json' })
    step(outage).head!(answer)
    expect(answer.response.statusCode).toBe(sent)
    expect(answer.document).toBe(body)
    if (body) expect(answer.response.getHeader('content-type')).toBe('text/html; charset=utf-8')
  })

  it('answers a form posted without JavaScript and refused with 503 with the outage page', () => {
    const answer = fakeAnswer('/api/contact', 503, {}, form)
    step().head!(answer)
    expect(answer.document).toBe('outage')
    expect(answer.response.getHeader('retry-after')).toBe('30')
    expect(answer.response.getHeader('cache-control')).toBe('no-store')
  })

  it('answers the trade-in and parts forms (multipart, asking for a page) refused with 503 with the outage page', () => {
    const multipart = 'multipart/form-data; boundary=x'
    const browser = fakeAnswer(
      '/api/contact/photos',
      503,
      { 'content-type': 'application/json' },
      {
        method: 'POST',
        requestHeaders: { 'content-type': multipart, accept: 'text/html,application/xhtml+xml' },
      },
    )
    step().head!(browser)
    expect(browser.document).toBe('outage')
    expect(browser.response.statusCode).toBe(503)
    const script = fakeAnswer(
      '/api/contact/photos',
      503,
      { 'content-type': 'application/json' },
      {
        method: 'POST',
        requestHeaders: { 'content-type': multipart, accept: 'application/json' },
      },
    )
    step().head!(script)
    expect(script.document, 'a script keeps its JSON').toBeUndefined()
  })

  it("keeps a form's 404 and 400: the API's JSON says what was wrong", () => {
    for (const status of [400, 404]) {
      const answer = fakeAnswer('/api/contact', status, {}, form)
      step().head!(answer)
      expect(answer.document).toBeUndefined()
    }
  })

  it('puts the document in the body', () => {
    const answer = fakeAnswer('/missing', 404)
    step().head!(answer)
    answer.body = Buffer.from('Next’s shell')
    step().body!(answer)
    expect(String(answer.body)).toBe('not found')
  })

  it('answers with a refusal a guard gave once Next had the request, whatever Next answered', () => {
    const answer = fakeAnswer('/cms/api/media', 400, { 'content-type': 'text/html' }, form)
    answer.refusal = { status: 413, body: '{"error":"too large"}' }
    step().head!(answer)
    expect(answer.response.statusCode).toBe(413)
    expect(answer.document).toBe('{"error":"too large"}')
    expect(answer.response.getHeader('content-type')).toBe('application/json')
    expect(answer.response.getHeader('content-length')).toBe(21)
  })
})
