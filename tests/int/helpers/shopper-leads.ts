import { expect } from 'vitest'

import { POST as contactWithPhotos } from '@/app/api/contact/photos/route'

import { smallPng } from '../../support/inventory-image-fixtures'
import { appUrl } from './app-url'
import { payload } from './requests'

/** The lead sent with `email` (the latest, when several). */
export async function leadOf(email: string) {
  const { docs } = await (
    await payload()
  ).find({
    collection: 'quote-requests',
    where: { email: { equals: email } },
    sort: '-createdAt',
    depth: 0,
  })
  return docs[0]!
}

/** A trade-in request's fields as its form sends them. */
export const tradeInFields = (email: string): Record<string, string> => ({
  kind: 'trade-in',
  name: 'Sam Seller',
  email,
  'details.item': 'boat',
  'details.year': '2012',
  'details.make': 'Carolina Skiff',
  'details.model': 'JVX 18',
  'details.lengthFeet': '18.5',
  'details.condition': 'good',
  'details.payoff': 'no',
})

export type SentPhoto = { data: Uint8Array | string; name: string }

/** Posts a trade-in with `photos` (sent as JPEG, whatever their bytes) as its form does. */
export function sendTradeIn(fields: Record<string, string>, photos: SentPhoto[], headers: Headers) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const photo of photos) {
    const data = typeof photo.data === 'string' ? photo.data : new Uint8Array(photo.data)
    form.append('details.photos', new Blob([data], { type: 'image/jpeg' }), photo.name)
  }
  return contactWithPhotos(
    new Request(appUrl('/api/contact/photos'), { method: 'POST', headers, body: form }),
    {},
  )
}

/** A stored trade-in lead with one photo, from the client `headers` name. */
export async function tradeInWithPhoto(email: string, headers: Headers) {
  headers.set('accept', 'application/json')
  const response = await sendTradeIn(
    tradeInFields(email),
    [{ data: await smallPng(), name: 'a.png' }],
    headers,
  )
  expect(response.status).toBe(201)
  return leadOf(email)
}
