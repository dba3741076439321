import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { bodyLimit, bodyLimits, maxVideoMegabytes } from '@/lib/body-limits.mjs'
import { importLimits } from '@/lib/inventory/transfer/limits'

describe('bodyLimit', () => {
  it('lets the import routes take the 5 MB file the staff guide promises, other JSON routes 64 KB', () => {
    for (const step of ['preview', 'apply']) {
      expect(bodyLimit(`/api/inventory/import/${step}`)).toBe(5 * 1024 * 1024)
    }
    expect(importLimits.bytes).toBe(bodyLimits.csvImport)
    expect(bodyLimit('/api/inventory/import/other')).toBe(64 * 1024)
    expect(bodyLimit('/api/inventory')).toBe(64 * 1024)
  })
})

/*
 * The largest body the nginx front door (deploy/nginx/venture.conf.template) lets through to
 * `pathname`: its exact location's size, else the longest prefix location's, else the server's.
 */
function frontDoorLimit(pathname: string): number {
  const template = readFileSync(
    path.join(process.cwd(), 'deploy/nginx/venture.conf.template'),
    'utf8',
  )
  const bytes = (size: string) => {
    const [, amount, unit] = /^(\d+)([km]?)$/.exec(size)!
    return Number(amount) * { '': 1, k: 1024, m: 1024 * 1024 }[unit as '' | 'k' | 'm']
  }
  const server = /^  client_max_body_size (\w+);/m.exec(template)!
  const locations = [...template.matchAll(/location (=)? ?(\/\S*) \{([^}]*)\}/g)].flatMap(
    ([, exact, prefix, block]) => {
      const size = /client_max_body_size (\w+);/.exec(block!)?.[1]
      return size ? [{ exact: exact === '=', prefix: prefix!, size: bytes(size) }] : []
    },
  )
  const match =
    locations.find((location) => location.exact && location.prefix === pathname) ??
    locations
      .filter((location) => !location.exact && pathname.startsWith(location.prefix))
      .sort((a, b) => b.prefix.length - a.prefix.length)[0]
  return match?.size ?? bytes(server[1]!)
}

describe('the front door', () => {
  it('lets through every body the app takes, so the app answers an oversized one itself', () => {
    const routes = [
      '/api/contact',
      '/api/contact/photos',
      '/api/upload-image',
      '/api/inventory/import/apply',
      '/api/inventory',
      '/cms/api/media',
      '/cms/api/media/12',
      '/cms/api/tips/3',
    ]
    for (const route of routes) {
      expect(frontDoorLimit(route), route).toBeGreaterThanOrEqual(
        bodyLimit(route, maxVideoMegabytes),
      )
    }
    expect(frontDoorLimit('/api/contact/photos')).toBeLessThan(2 * bodyLimits.leadPhotos)
  })
})
