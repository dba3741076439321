import type { GlobalSlug } from 'payload'
import { expect } from 'vitest'

import { DELETE, PUT } from '@/app/api/inventory/[id]/route'
import { POST } from '@/app/api/inventory/route'
import { POST as uploadImage } from '@/app/api/upload-image/route'

import {
  change,
  createDoc,
  globalChange,
  imageFile,
  nextNumber,
  removeDocs,
  storedDoc,
  storedIds,
  type Slug,
} from './authz-fixtures'
import { versionRows } from './authz-draft-rows'
import { cms, createBody, creating, onFixture, type Role, type Trial } from './authz-trials'
import { jsonRequest, payload, routeParams } from './requests'
import { validBody } from './inventory-fixtures'
import { appUrl } from './app-url'

/*
 * The rows of the authorization matrix: each state-changing route, who may use it and what a
 * permitted call answers. `who` follows the access functions in src/access (isStaff, isEditor,
 * isAdmin, isAdminOrSelf) as the collections in src/collections and globals in src/globals use
 * them, and requireStaff for the /api adapters.
 */
export type Who = 'nobody' | 'admin' | 'staff' | 'editor' | 'own'

/** 'own' is isAdminOrSelf: any account, but its own record only (admins every record). */
export const permitted: Record<Who, Role[]> = {
  nobody: [],
  admin: ['admin'],
  staff: ['staff', 'admin'],
  editor: ['editor', 'staff', 'admin'],
  own: ['editor', 'staff', 'admin'],
}

export type Row = {
  route: string
  who: Who
  ok: number
  /** The answer without a valid identity: the /api adapters say 401, Payload 403 (200: a read anyone may make). */
  anonymous: 200 | 401 | 403
  kind: 'write' | 'read'
  arrange: () => Promise<Trial>
}

const collectionRows = (slug: Slug, who: [Who, Who, Who]): Row[] => [
  {
    route: `POST /cms/api/${slug}`,
    who: who[0],
    ok: 201,
    anonymous: 403,
    kind: 'write',
    arrange: () =>
      creating(slug, async (headers, n) => cms('POST', slug, headers, await createBody(slug, n))),
  },
  {
    route: `PATCH /cms/api/${slug}/{id}`,
    who: who[1],
    ok: 200,
    anonymous: 403,
    kind: 'write',
    arrange: () =>
      onFixture(slug, (headers, id, n) => cms('PATCH', `${slug}/${id}`, headers, change[slug](n))),
  },
  {
    route: `DELETE /cms/api/${slug}/{id}`,
    who: who[2],
    ok: 200,
    anonymous: 403,
    kind: 'write',
    arrange: () => onFixture(slug, (headers, id) => cms('DELETE', `${slug}/${id}`, headers)),
  },
]

const globalRow = (slug: GlobalSlug, who: Who): Row => ({
  route: `POST /cms/api/globals/${slug}`,
  who,
  ok: 200,
  anonymous: 403,
  kind: 'write',
  arrange: async () => {
    const n = nextNumber()
    return {
      send: (headers) => cms('POST', `globals/${slug}`, headers, globalChange[slug](n)),
      state: async () => (await payload()).findGlobal({ slug, depth: 0 }),
    }
  },
})

const readRow = (slug: Slug, who: Who, inspect: Trial['inspect']): Row => ({
  route: `GET /cms/api/${slug}`,
  who,
  ok: 200,
  anonymous: 403,
  kind: 'read',
  arrange: async () => {
    const fixture = await onFixture(slug, (headers) => cms('GET', slug, headers))
    return { ...fixture, state: () => storedIds(slug), inspect }
  },
})

const ids = (body: Record<string, unknown> | null) =>
  ((body?.docs ?? []) as { id: number | string }[]).map((doc) => doc.id)

const apiRows: Row[] = [
  {
    route: 'POST /api/inventory',
    who: 'staff',
    ok: 201,
    anonymous: 401,
    kind: 'write',
    arrange: () =>
      creating('inventory-items', (headers, n) =>
        POST(
          jsonRequest('/api/inventory', 'POST', validBody({ model_name: `AuthZ ${n}` }), headers),
          {},
        ),
      ),
  },
  {
    route: 'PUT /api/inventory/{id}',
    who: 'staff',
    ok: 200,
    anonymous: 401,
    kind: 'write',
    arrange: () =>
      onFixture('inventory-items', (headers, id) =>
        PUT(
          jsonRequest(`/api/inventory/${id}`, 'PUT', validBody({ stock_quantity: 0 }), headers),
          routeParams({ id: String(id) }),
        ),
      ),
  },
  {
    route: 'DELETE /api/inventory/{id}',
    who: 'staff',
    ok: 200,
    anonymous: 401,
    kind: 'write',
    arrange: () =>
      onFixture('inventory-items', (headers, id) =>
        DELETE(
          new Request(appUrl(`/api/inventory/${id}`), { method: 'DELETE', headers }),
          routeParams({ id: String(id) }),
        ),
      ),
  },
  {
    route: 'POST /api/upload-image',
    who: 'staff',
    ok: 201,
    anonymous: 401,
    kind: 'write',
    arrange: () =>
      creating('media', async (headers, n) => {
        const file = await imageFile(n)
        const form = new FormData()
        form.set('image', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
        return uploadImage(
          new Request(appUrl('/api/upload-image'), { method: 'POST', headers, body: form }),
          {},
        )
      }),
  },
]

// collection           create    update    delete      (src/collections/*/index.ts)
const collections: [Slug, [Who, Who, Who]][] = [
  ['inventory-items', ['staff', 'staff', 'staff']],
  ['categories', ['staff', 'staff', 'staff']],
  ['media', ['editor', 'editor', 'editor']],
  // shoppers' photos (ADR 0051): stored with their lead by the server, removed with it
  ['lead-photos', ['nobody', 'nobody', 'nobody']],
  ['trailer-models', ['editor', 'editor', 'editor']],
  ['catalogue-pages', ['editor', 'editor', 'editor']],
  ['tips', ['editor', 'editor', 'editor']],
  ['accessories', ['editor', 'editor', 'editor']],
  // old addresses that answer 301 (ADR 0040): editors keep them
  ['redirects', ['editor', 'editor', 'editor']],
  // only admins delete a lead, and each deletion is recorded, written by the server only
  ['quote-requests', ['nobody', 'staff', 'admin']],
  ['lead-deletions', ['nobody', 'nobody', 'nobody']],
  // the audit trail of CSV imports and exports: written by the server only
  ['inventory-transfers', ['nobody', 'nobody', 'nobody']],
  // price history and page views: written by the server only; reviews by staff, never edited
  ['price-changes', ['nobody', 'nobody', 'nobody']],
  ['aging-reviews', ['staff', 'nobody', 'admin']],
  ['unit-page-views', ['nobody', 'nobody', 'nobody']],
  // shoppers' alerts (ADR 0025): written by the server; admins may delete one
  ['alerts', ['nobody', 'nobody', 'admin']],
  ['alert-tokens', ['nobody', 'nobody', 'nobody']],
  ['alert-runs', ['nobody', 'nobody', 'nobody']],
  // the Monday report e-mails (ADR 0070): one row a Monday, the server's alone
  ['report-mailings', ['nobody', 'nobody', 'nobody']],
  // review requests (ADR 0044): the server's alone; staff may take an address off the opt-outs
  ['review-requests', ['nobody', 'nobody', 'nobody']],
  ['mail-opt-outs', ['nobody', 'nobody', 'staff']],
  // texts and opt-outs (ADR 0046): written by the texting code only
  ['text-messages', ['nobody', 'nobody', 'nobody']],
  ['text-opt-outs', ['nobody', 'nobody', 'nobody']],
  // deposits paid online (ADR 0063): written by the reservation code only, read by staff
  ['reservations', ['nobody', 'nobody', 'nobody']],
  // shoppers' privacy requests (ADR 0065): written by the server only, read by admins
  ['privacy-requests', ['nobody', 'nobody', 'nobody']],
  // texting evidence (ADR 0050): never changed, read by admins
  ['text-consent-records', ['nobody', 'nobody', 'nobody']],
  // update here is of another account: everyone may update their own (see the role test)
  ['users', ['admin', 'admin', 'admin']],
]

export const rows: Row[] = [
  ...apiRows,
  ...collections.flatMap(([slug, who]) => collectionRows(slug, who)),
  globalRow('site-settings', 'editor'),
  globalRow('home', 'editor'),
  globalRow('lead-settings', 'admin'),
  globalRow('privacy', 'editor'),
  ...versionRows,
  readRow('quote-requests', 'staff', (body) => expect.soft(ids(body).length).toBeGreaterThan(0)),
  readRow('lead-deletions', 'admin', (body) => expect.soft(ids(body).length).toBeGreaterThan(0)),
  readRow('inventory-transfers', 'admin', (body) =>
    expect.soft(ids(body).length).toBeGreaterThan(0),
  ),
  ...(['price-changes', 'aging-reviews', 'unit-page-views'] as const).map((slug) =>
    readRow(slug, 'staff', (body) => expect.soft(ids(body).length).toBeGreaterThan(0)),
  ),
  // shoppers' photos and reservations: staff and admins, never editors
  readRow('lead-photos', 'staff', (body) => expect.soft(ids(body).length).toBeGreaterThan(0)),
  readRow('reservations', 'staff', (body) => expect.soft(ids(body).length).toBeGreaterThan(0)),
  readRow('redirects', 'editor', (body) => expect.soft(ids(body).length).toBeGreaterThan(0)),
  readRow('text-consent-records', 'admin', (body) =>
    expect.soft(ids(body).length).toBeGreaterThan(0),
  ),
  // subscribers' addresses and shoppers' privacy requests: admins only
  readRow('privacy-requests', 'admin', (body) => expect.soft(ids(body).length).toBeGreaterThan(0)),
  readRow('alerts', 'admin', (body) => expect.soft(ids(body).length).toBeGreaterThan(0)),
  readRow('users', 'own', (body, caller) =>
    caller.role === 'admin'
      ? expect.soft(ids(body).length).toBeGreaterThan(1)
      : expect.soft(ids(body), `${caller.name} sees only itself`).toEqual([caller.userId]),
  ),
  {
    route: 'POST /cms/api/users/unlock',
    who: 'admin',
    ok: 200,
    anonymous: 403,
    // No account is ever locked (maxLoginAttempts: 0): unlocking changes nothing.
    kind: 'read',
    arrange: async () => {
      const user = await createDoc('users', nextNumber())
      return {
        send: (headers) => cms('POST', 'users/unlock', headers, { email: user.email }),
        state: () => storedDoc('users', user.id),
        cleanup: () => removeDocs('users', [user.id]),
      }
    },
  },
]
