import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { POST as contact } from '@/app/api/contact/route'
import { leadPhotoFilenames } from '@/lib/leads/photo-address'
import { monthsBefore } from '@/lib/privacy/retention'
import { leadPhotosDir } from '@/server/media/dir'
import { applyRetention } from '@/server/privacy/retention'

import { leadJobsIdle } from './helpers/lead-jobs'
import { fromClient, jsonRequest, payload } from './helpers/requests'
import { leadOf, tradeInWithPhoto } from './helpers/shopper-leads'

/*
 * What the site keeps about shoppers and for how long (issue 55, ADR 0064): the retention
 * settings applied with a controlled clock (the pass is told what "now" is), and the Global
 * Privacy Control signal kept with the lead it came with.
 */
let clients = 0
const shopper = (what: string) => `privacy-${what}-${process.pid}-${clients}@shopper.example`
const client = () => new Headers(fromClient(`198.18.${process.pid % 200}.${++clients}`))
const day = 86_400_000

describe('retention and the privacy signal', () => {
  it('keeps the Global Privacy Control signal with the lead it came with', async () => {
    const signalled = client()
    signalled.set('sec-gpc', '1')
    const body = { name: 'Gia Private', email: shopper('gpc'), message: 'A quote, please.' }
    expect((await contact(jsonRequest('/api/contact', 'POST', body, signalled), {})).status).toBe(
      201,
    )
    expect((await leadOf(body.email)).gpc).toBe(true)
    const plain = { ...body, email: shopper('plain') }
    expect((await contact(jsonRequest('/api/contact', 'POST', plain, client()), {})).status).toBe(
      201,
    )
    expect((await leadOf(plain.email)).gpc).toBeFalsy()
  })

  it('removes photos of a closed lead, then makes the lead anonymous, each at its time, once', async () => {
    const client_ = await payload()
    const email = shopper('trade-in')
    const lead = await tradeInWithPhoto(email, client())
    const [filename] = leadPhotoFilenames(lead.details)
    expect(filename).toBeTruthy()
    await leadJobsIdle()
    await client_.update({ collection: 'quote-requests', id: lead.id, data: { status: 'won' } })
    await client_.create({
      collection: 'text-messages',
      data: {
        lead: lead.id,
        direction: 'in',
        number: '+12015550123',
        body: 'My boat is blue',
        status: 'received',
        providerSid: `SM-retention-${process.pid}`,
      },
      overrideAccess: true,
    })
    const unit = (await client_.find({ collection: 'inventory-items', limit: 1, depth: 0 })).docs[0]
    if (unit) {
      await client_.create({
        collection: 'unit-page-views',
        data: { unit: unit.id, day: '2001-01-01', views: 3 },
        overrideAccess: true,
      })
    }
    const leadsBefore = await client_.count({
      collection: 'quote-requests',
      where: { kind: { equals: 'trade-in' } },
    })

    // 100 days on: the closed lead's photos are past their 90 days; the rest is not.
    const first = await applyRetention(client_, new Date(Date.now() + 100 * day))
    expect(first.photos).toBeGreaterThanOrEqual(1)
    expect(first.pageViews).toBeGreaterThanOrEqual(unit ? 1 : 0)
    const afterPhotos = await leadOf(email)
    expect(afterPhotos.photosRemovedAt).toBeTruthy()
    expect(leadPhotoFilenames(afterPhotos.details)).toEqual([])
    expect(existsSync(path.join(leadPhotosDir, filename!))).toBe(false)
    expect(afterPhotos.name).toBe('Sam Seller')

    // 37 months on: past the 36 months of a lead and the 24 of a text.
    const later = new Date(Date.now() + 37 * 31 * day)
    expect(monthsBefore(later, 36).getTime()).toBeGreaterThan(Date.now())
    const second = await applyRetention(client_, later)
    expect(second.leads).toBeGreaterThanOrEqual(1)
    const gone = await client_.findByID({ collection: 'quote-requests', id: lead.id, depth: 0 })
    expect(gone).toMatchObject({
      name: 'Removed',
      email: `removed-${lead.id}@removed.invalid`,
      phone: null,
      details: null,
      kind: 'trade-in',
      status: 'won',
    })
    expect(JSON.stringify(gone)).not.toMatch(/Sam Seller|Carolina|blue|privacy-trade-in/)
    const texts = await client_.count({
      collection: 'text-messages',
      where: { lead: { equals: lead.id } },
    })
    expect(texts.totalDocs).toBe(0)
    // The lead still counts: reports keep their figures.
    expect(
      (
        await client_.count({
          collection: 'quote-requests',
          where: { kind: { equals: 'trade-in' } },
        })
      ).totalDocs,
    ).toBe(leadsBefore.totalDocs)

    // Done once: the next pass finds nothing of it.
    const third = await applyRetention(client_, later)
    expect(third).toEqual({ leads: 0, photos: 0, texts: 0, pageViews: 0, unconfirmedRequests: 0 })
  })
})
