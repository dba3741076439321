import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

import { compressionStep, negotiateEncoding } from '@/server/front-door/pipeline/compression.mjs'
import { fakeAnswer } from '@/server/front-door/pipeline/fake-answer'

describe('negotiateEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('picks for %s: %s', (header, coding) => expect(negotiateEncoding(header)).toBe(coding))
})

const page = Buffer.from(`<!DOCTYPE html><p>${'Tandem axle trailer. '.repeat(200)}</p>`)

describe('compressionStep', () => {
  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ])('compresses a held page once for %s (%s)', (accept, coding, decode) => {
    const answer = fakeAnswer(
      '/',
      200,
      { 'content-type': 'text/html' },
      {
        requestHeaders: { 'accept-encoding': accept },
      },
    )
    answer.hold = true
    answer.body = page
    compressionStep.body!(answer)
    expect(answer.response.getHeader('content-encoding')).toBe(coding)
    expect(answer.response.getHeader('vary')).toBe('Accept-Encoding')
    expect(decode(answer.body).equals(page)).toBe(true)
  })

  it('gives a streamed answer an encoder and drops its length', () => {
    const answer = fakeAnswer(
      '/api/inventory',
      200,
      { 'content-type': 'application/json', 'content-length': '5000', vary: 'rsc' },
      { requestHeaders: { 'accept-encoding': 'gzip' } },
    )
    compressionStep.head!(answer)
    expect(answer.encoder).toBeDefined()
    expect(answer.response.getHeader('content-encoding')).toBe('gzip')
    expect(answer.response.hasHeader('content-length')).toBe(false)
    expect(answer.response.getHeader('vary')).toBe('rsc, Accept-Encoding')
  })

  it.each([
    ['a small answer', { 'content-type': 'application/json', 'content-length': '100' }, 200, 'GET'],
    ['an image', { 'content-type': 'image/webp' }, 200, 'GET'],
    [
      'an answer compressed before',
      { 'content-type': 'text/css', 'content-encoding': 'gzip' },
      200,
      'GET',
    ],
    ['no-transform', { 'content-type': 'text/css', 'cache-control': 'no-transform' }, 200, 'GET'],
    ['a 304', { 'content-type': 'text/css' }, 304, 'GET'],
    ['a HEAD', { 'content-type': 'text/css' }, 200, 'HEAD'],
  ])('leaves %s as it is', (_, headers, status, method) => {
    const answer = fakeAnswer('/x', status, headers, {
      method,
      requestHeaders: { 'accept-encoding': 'br' },
    })
    compressionStep.head!(answer)
    expect(answer.encoder).toBeUndefined()
    expect(answer.response.getHeader('content-encoding')).toBe(
      (headers as Record<string, string>)['content-encoding'],
    )
  })
})
