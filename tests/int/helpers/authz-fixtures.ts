import { randomUUID } from 'node:crypto'

import { editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { CollectionSlug, GlobalSlug } from 'payload'
import sharp from 'sharp'

import { accessories } from '@/seed/catalogue/accessories'
import { trailerModels } from '@/seed/catalogue/models'
import { pageRecord } from '@/seed/catalogue/page-record'
import { cataloguePages } from '@/seed/catalogue/pages'
import { mediaNameOf } from '@/seed/media'
import { tipSeeds } from '@/seed/tips'
import { tipDocument } from '@/seed/tips/seed'

import { payload } from './requests'
import { smallPng } from '../../support/inventory-image-fixtures'
import { testCategories } from './inventory-fixtures'

/*
 * One valid document per collection and one change to it, for the authorization matrix: every
 * cell works on documents of its own, made and removed through the Local API.
 */
const run = randomUUID().slice(0, 8)
let counter = 0
export const nextNumber = () => ++counter

type Data = Record<string, unknown>

/* The unit the matrix's price, review and view records belong to (made once, on first use). */
let matrixUnit: Promise<number> | undefined
const unitId = () =>
  (matrixUnit ??= payload().then(async (client) => {
    const doc = await client.create({
      collection: 'inventory-items',
      data: {
        ...(samples['inventory-items'](0) as Data),
        model_name: `AuthZ unit ${run}`,
      } as never,
      depth: 0,
    })
    return doc.id
  }))

/*
 * Catalogue page slugs are a fixed set of unique values, and the content the migrations load has a
 * page for each: the matrix sets the first one aside for its own pages and puts it back after.
 */
const seedPage = cataloguePages[0]

/* A picture the content migration stored in the media library, by its old site path. */
const shippedPicture = async (sitePath: string): Promise<number> => {
  const { docs } = await (
    await payload()
  ).find({ collection: 'media', where: { filename: { equals: mediaNameOf(sitePath) } }, limit: 1 })
  if (!docs[0]) throw new Error(`no media document for ${sitePath}`)
  return docs[0].id
}

const matrixPage = async () => {
  const record = pageRecord(seedPage)
  return {
    ...record,
    card: { ...record.card, image: await shippedPicture(seedPage.card.image) },
    hero: { ...record.hero, image: await shippedPicture(seedPage.hero.image) },
  }
}

export async function setAsideCataloguePage(): Promise<() => Promise<void>> {
  const client = await payload()
  await client.delete({
    collection: 'catalogue-pages',
    where: { slug: { equals: seedPage.slug } },
  })
  return async () => {
    await client.create({ collection: 'catalogue-pages', data: await matrixPage() })
  }
}
/** The project's collections (Payload's own internal ones left out). */
export type Slug = Exclude<CollectionSlug, `payload-${string}`>

const samples: Record<Slug, (n: number) => Data | Promise<Data>> = {
  'inventory-items': (n) => ({
    model_name: `AuthZ trailer ${n}`,
    category: testCategories[0].id,
    type: 'Bunk',
    material: 'Aluminum',
    axle_configuration: 'Single',
    capacity_pounds: 2000,
    length_feet: 18.5,
    beam_width_inches: 96,
    price: 3999.99,
    stock_quantity: 2,
    description: 'Authorization matrix fixture',
  }),
  categories: (n) => ({ id: 7000 + n, name: `AuthZ category ${run} ${n}` }),
  'trailer-models': (n) => ({ ...trailerModels[0], model: `AUTHZ-${run}-${n}` }),
  // Each cell removes its page before the next one: they can share the slug set aside below.
  'catalogue-pages': () => matrixPage(),
  tips: async (n) => ({
    ...tipDocument(tipSeeds[0], await editorConfig()),
    slug: `authz-${run}-${n}`,
    canonicalPath: null,
  }),
  accessories: async (n) => ({
    ...accessories[0],
    image: await shippedPicture(accessories[0].image),
    title: `AuthZ accessory ${run} ${n}`,
  }),
  'quote-requests': (n) => ({
    name: 'AuthZ Lead',
    email: 'lead@example.com',
    message: `Matrix lead ${n}`,
    status: 'new',
  }),
  'lead-deletions': (n) => ({ leadId: 900_000 + n, leadName: 'AuthZ Lead' }),
  'inventory-transfers': (n) => ({ kind: 'export', rows: n }),
  'price-changes': async (n) => ({
    unit: await unitId(),
    price: 1000 + n,
    changed_at: new Date().toISOString(),
  }),
  'aging-reviews': async (n) => ({ unit: await unitId(), note: `Matrix review ${n}` }),
  'unit-page-views': async (n) => ({ unit: await unitId(), day: `2026-01-${n}`, views: n }),
  alerts: (n) => ({
    email: `alert-${run}-${n}@example.com`,
    kind: 'search',
    status: 'active',
    summary: 'Trailers',
    watch: {},
  }),
  'alert-tokens': (n) => ({
    hash: `authz-${run}-${n}`,
    purpose: 'manage',
    email: `alert-${run}-${n}@example.com`,
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
  }),
  'alert-runs': (n) => ({ day: `authz-${run}-${n}` }),
  'report-mailings': (n) => ({ day: `authz-${run}-${n}` }),
  'review-requests': (n) => ({
    key: `authz-${run}-${n}`,
    email: `review-${run}-${n}@example.com`,
    sendAfter: new Date().toISOString(),
  }),
  'mail-opt-outs': (n) => ({ email: `opt-out-${run}-${n}@example.com` }),
  'text-messages': (n) => ({
    direction: 'in',
    number: '+12015550100',
    body: `AuthZ text ${n}`,
    status: 'received',
  }),
  'text-opt-outs': (n) => ({
    number: `+1201555${String(1000 + n).slice(-4)}`,
    state: 'out',
    at: new Date().toISOString(),
  }),
  reservations: async (n) => ({
    unit: await unitId(),
    state: 'held',
    amountCents: 25_000,
    holdDays: 7,
    heldUntil: new Date(Date.now() + 86_400_000).toISOString(),
    name: 'AuthZ Shopper',
    email: `reserve-${run}-${n}@example.com`,
    terms: 'Refundable.',
    acceptedAt: new Date().toISOString(),
    returnKey: `authz-${run}-${n}`,
    provider: 'console',
  }),
  'privacy-requests': (n) => ({
    kind: 'copy',
    email: `privacy-${run}-${n}@example.com`,
    confirmedAt: new Date().toISOString(),
  }),
  'text-consent-records': (n) => ({
    event: 'opt-out',
    number: `+1201555${String(2000 + n).slice(-4)}`,
    at: new Date().toISOString(),
    words: `AuthZ stop ${n}`,
    channel: 'text',
  }),
  media: (n) => ({ alt: `AuthZ image ${n}` }),
  'lead-photos': () => ({}),
  redirects: (n) => ({ from: `/authz-old-${run}-${n}.html`, to: '/tips' }),
  users: (n) => ({
    email: `authz-${run}-${n}@test.local`,
    password: 'a-long-test-password',
    role: 'editor',
  }),
}

export const sample = (slug: Slug, n: number) => samples[slug](n)

/** A change each collection's editors would make. */
export const change: Record<Slug, (n: number) => Data> = {
  'inventory-items': () => ({ stock_quantity: 7 }),
  categories: (n) => ({ name: `AuthZ renamed ${run} ${n}` }),
  'trailer-models': (n) => ({ boatLength: `changed ${n}` }),
  'catalogue-pages': (n) => ({ title: `Changed ${n}` }),
  tips: (n) => ({ title: `Changed ${n}` }),
  accessories: (n) => ({ title: `Changed ${n}` }),
  'quote-requests': (n) => ({ trailer: `Changed ${n}` }),
  'lead-deletions': () => ({ leadName: 'Changed' }),
  'inventory-transfers': () => ({ rows: 0 }),
  'price-changes': () => ({ price: 1 }),
  'aging-reviews': (n) => ({ note: `Changed ${n}` }),
  'unit-page-views': () => ({ views: 0 }),
  alerts: () => ({ status: 'pending' }),
  'alert-tokens': () => ({ purpose: 'confirm' }),
  'alert-runs': () => ({ mailed: 1 }),
  'report-mailings': () => ({ mailed: 1 }),
  'review-requests': () => ({ status: 'sent' }),
  'mail-opt-outs': (n) => ({ email: `changed-${run}-${n}@example.com` }),
  'text-messages': () => ({ status: 'delivered' }),
  'text-opt-outs': () => ({ state: 'in' }),
  reservations: () => ({ state: 'released' }),
  'privacy-requests': () => ({ answer: 'Changed' }),
  'text-consent-records': () => ({ words: 'Changed' }),
  media: (n) => ({ alt: `Changed ${n}` }),
  'lead-photos': (n) => ({ filename: `changed-${run}-${n}.webp` }),
  redirects: () => ({ to: '/about' }),
  users: (n) => ({ firstName: `Changed ${n}` }),
}

export const globalChange: Record<GlobalSlug, (n: number) => Data> = {
  'site-settings': (n) => ({ phone: `(410) 555-${String(n).padStart(4, '0')}` }),
  home: (n) => ({ collectionHeading: `Changed ${n}` }),
  'lead-settings': (n) => ({ notifyTo: `leads-${n}@dealer.example` }),
  financing: (n) => ({ apr: n % 20 }),
  pricing: (n) => ({ processingCharge: n % 500 }),
  privacy: (n) => ({ intro: `Changed ${n}` }),
}

let editorConfigCache: ReturnType<typeof editorConfigFactory.default> | undefined
async function editorConfig() {
  editorConfigCache ??= editorConfigFactory.default({ config: (await payload()).config })
  return editorConfigCache
}

let png: Promise<Buffer> | undefined
export const imageFile = async (n: number) => {
  const data = await (png ??= smallPng(8, 8))
  return { data, mimetype: 'image/png', name: `authz-${run}-${n}.png`, size: data.length }
}

/** The file an upload collection's document is made with (shoppers' photos are WebP only). */
export async function uploadFile(slug: Slug, n: number) {
  if (slug === 'media') return imageFile(n)
  if (slug !== 'lead-photos') return undefined
  const data = await sharp(await (png ??= smallPng(8, 8)))
    .webp()
    .toBuffer()
  return { data, mimetype: 'image/webp', name: `authz-${run}-${n}.webp`, size: data.length }
}

/** Creates a document through the Local API (access overridden), with a file for uploads. */
export async function createDoc(slug: Slug, n: number) {
  const client = await payload()
  const doc = await client.create({
    collection: slug,
    // The generated types cannot follow a collection chosen at run time.
    data: (await sample(slug, n)) as never,
    file: await uploadFile(slug, n),
    depth: 0,
  })
  return doc as typeof doc & Data
}

/** Everything stored about a document, hidden fields and drafts included; null once it is gone. */
export async function storedDoc(slug: Slug, id: number | string) {
  const { docs } = await (
    await payload()
  ).find({
    collection: slug,
    where: { id: { equals: id } },
    showHiddenFields: true,
    draft: true,
    depth: 0,
    pagination: false,
  })
  return docs[0] ?? null
}

export async function storedIds(slug: Slug): Promise<(number | string)[]> {
  const { docs } = await (
    await payload()
  ).find({ collection: slug, depth: 0, pagination: false, draft: true, select: {} })
  return docs.map((doc) => doc.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}

export async function removeDocs(slug: Slug, ids: (number | string)[]): Promise<void> {
  if (ids.length === 0) return
  await (await payload()).delete({ collection: slug, where: { id: { in: ids } } })
}
