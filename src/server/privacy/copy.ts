import 'server-only'

import { strToU8, zipSync } from 'fflate'
import type { Payload } from 'payload'

import { toCsv } from '@/lib/csv/write'
import { identityOf, type Identity } from '@/lib/privacy/requests'
import type { PrivacyRequest } from '@/payload-types'
import { leadPhotosPrefix } from '@/server/media/dir'
import { mediaStore } from '@/server/media/store'
import { shopperRecords, type ShopperRecords } from '@/server/privacy/shopper-records'

/*
 * A shopper's copy (issue 55, ADR 0065, 0068): one ZIP of everything tied to their address or
 * number, as
 * `copy.json` (every record as stored, less the site's own keys and hashes), a CSV per kind for a
 * spreadsheet, and their photos as the files staff see.
 */
export async function shopperCopy(payload: Payload, identity: Identity, now = new Date()) {
  const records = await shopperRecords(payload, identity)
  const store = await mediaStore()
  const photos = await Promise.all(
    records.photos.map(async (name) => {
      try {
        return [`photos/${name}`, await store.read(`${leadPhotosPrefix}/${name}`)] as const
      } catch {
        // A photo the retention pass removed between the read and now is simply not there.
        return null
      }
    }),
  )
  const files: Record<string, Uint8Array> = {
    'copy.json': strToU8(JSON.stringify(copyOf(records, identity, now), null, 2)),
    ...Object.fromEntries(
      Object.entries(tablesOf(records)).map(([name, csv]) => [name, strToU8(csv)]),
    ),
    ...Object.fromEntries(photos.filter((photo) => photo !== null)),
  }
  return zipSync(files, { level: 6 })
}

/* The site's own keys: they open links and pages, and are nobody's personal data. */
const withoutKeys = <T extends object>(record: T) =>
  Object.fromEntries(
    Object.entries(record).filter(
      ([name]) => !/(Hash|Key|Sid|sessionId|ExpiresAt)$/.test(name) && name !== 'key',
    ),
  )

function copyOf(records: ShopperRecords, identity: Identity, now: Date) {
  const { photos, ...kinds } = records
  return {
    ...identity,
    madeAt: now.toISOString(),
    ...Object.fromEntries(
      Object.entries(kinds).map(([kind, docs]) => [kind, docs.map((doc) => withoutKeys(doc))]),
    ),
    photos: photos.map((name) => `photos/${name}`),
  }
}

function tablesOf(records: ShopperRecords): Record<string, string> {
  return {
    'leads.csv': toCsv(
      ['Number', 'Received', 'Kind', 'Status', 'Name', 'E-mail', 'Phone', 'Message'],
      records.leads.map((lead) => [
        lead.id,
        lead.createdAt,
        lead.kind ?? '',
        lead.status ?? '',
        lead.name,
        lead.email,
        lead.phone ?? '',
        lead.message,
      ]),
    ),
    'texts.csv': toCsv(
      ['At', 'Direction', 'Number', 'Text'],
      records.texts.map((text) => [text.createdAt, text.direction, text.number, text.body]),
    ),
    'alerts.csv': toCsv(
      ['Set', 'Status', 'Watching'],
      records.alerts.map((alert) => [alert.createdAt, alert.status, alert.summary]),
    ),
  }
}

/** The copy for a request as a download, named for the day it was made; never kept by any cache. */
export async function copyResponse(
  payload: Payload,
  request: Pick<PrivacyRequest, 'email' | 'phone'>,
): Promise<Response> {
  const now = new Date()
  const zip = await shopperCopy(payload, identityOf(request), now)
  return new Response(zip, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="venture-trailers-copy-${now.toISOString().slice(0, 10)}.zip"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
