import { describe, expect, it } from 'vitest'

import {
  grants,
  previewLinkDays,
  signPreviewLink,
  verifyPreviewLink,
} from '@/lib/preview/preview-link'

const secret = 'a-server-secret-for-tests'
const grant = { collection: 'catalogue-pages', slug: 'aluminum', editorId: 7 } as const
const made = new Date('2026-03-01T06:00:00Z')
const later = (days: number) => ({ now: new Date(made.getTime() + days * 24 * 60 * 60 * 1000) })

describe('a preview link', () => {
  it('carries its document and editor, and opens until 7 days after it was made', async () => {
    const token = await signPreviewLink(grant, secret, { now: made })
    expect(previewLinkDays).toBe(7)
    expect(await verifyPreviewLink(token, secret, later(0))).toEqual(grant)
    expect(await verifyPreviewLink(token, secret, later(6.99))).toEqual(grant)
    expect(await verifyPreviewLink(token, secret, later(7.01))).toBeNull()
  })

  it('lasts as many days as asked', async () => {
    const token = await signPreviewLink(grant, secret, { now: made, days: 1 })
    expect(await verifyPreviewLink(token, secret, later(0.9))).toEqual(grant)
    expect(await verifyPreviewLink(token, secret, later(1.1))).toBeNull()
  })

  it('is refused when any character is changed, or signed with another secret', async () => {
    const token = await signPreviewLink(grant, secret, { now: made })
    const [header, body, signature] = token.split('.')
    const otherSlug = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), slug: 'pwc' }),
    ).toString('base64url')
    for (const changed of [
      `${header}.${otherSlug}.${signature}`,
      `${header}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      token.slice(0, -1),
      'not-a-token',
      '',
    ]) {
      expect(await verifyPreviewLink(changed, secret, later(0))).toBeNull()
    }
    expect(await verifyPreviewLink(token, 'another-secret', later(0))).toBeNull()
  })

  it('is for that one document only', async () => {
    const token = await signPreviewLink(grant, secret, { now: made })
    const opened = await verifyPreviewLink(token, secret, later(0))
    expect(grants(opened, { collection: 'catalogue-pages', slug: 'aluminum' })).toBe(true)
    expect(grants(opened, { collection: 'catalogue-pages', slug: 'pwc' })).toBe(false)
    expect(grants(opened, { collection: 'tips', slug: 'aluminum' })).toBe(false)
    expect(grants(null, { collection: 'catalogue-pages', slug: 'aluminum' })).toBe(false)
  })
})
