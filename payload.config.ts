import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Accessories } from '@/collections/Accessories'
import { CataloguePages } from '@/collections/CataloguePages'
import { Categories } from '@/collections/Categories'
import { InventoryItems } from '@/collections/InventoryItems'
import { InventoryTransfers } from '@/collections/InventoryTransfers'
import { Media } from '@/collections/Media'
import { QuoteRequests } from '@/collections/QuoteRequests'
import { Tips } from '@/collections/Tips'
import { TrailerModels } from '@/collections/TrailerModels'
import { Users } from '@/collections/Users'
import { Home } from '@/globals/Home'
import { SiteSettings } from '@/globals/SiteSettings'
import { env, s3Enabled, smtpEnabled } from '@/server/env'
import { s3ClientConfig } from '@/server/s3'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: env.NEXT_PUBLIC_SITE_URL,
  routes: { admin: '/cms', api: '/cms/api' },
  admin: {
    user: Users.slug,
    // Payload's default (Gravatar) loads a remote image: blocked by the CSP's img-src and offline.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' - Venture Trailers CMS' },
  },
  collections: [
    InventoryItems,
    Categories,
    TrailerModels,
    CataloguePages,
    Tips,
    Accessories,
    QuoteRequests,
    InventoryTransfers,
    Media,
    Users,
  ],
  globals: [SiteSettings, Home],
  editor: lexicalEditor(),
  secret: env.PAYLOAD_SECRET,
  telemetry: false,
  graphQL: { disable: true },
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  // node-postgres re-emits an idle connection's error (PostgreSQL shutting down, a dropped socket)
  // on the pool, where unheard it is an uncaught exception. The pool has already discarded that
  // connection and opens a new one for the next query: nothing to do but say so. Once per pool,
  // as a dev-mode config reload runs onInit again.
  onInit: (payload) => {
    const { pool } = payload.db
    if (pool.listenerCount('error') > 0) return
    pool.on('error', (error) =>
      payload.logger.warn(`PostgreSQL idle connection lost: ${error.message}`),
    )
  },
  db: postgresAdapter({
    // The timeout also bounds the wait for a free connection: a burst of quote requests (500 at
    // once in tests/int/stress-contact) queues for seconds and must be stored, not refused, so it
    // is generous. A stopped database still fails at once (ECONNREFUSED), so APIs answer 503
    // quickly during an outage (tests/e2e/db-outage.spec.ts).
    pool: { connectionString: env.DATABASE_URL, max: 20, connectionTimeoutMillis: 20_000 },
    // Schema changes only through committed migrations, never dev-mode push.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  email: smtpEnabled
    ? nodemailerAdapter({
        defaultFromAddress: env.EMAIL_FROM.replace(/^.*<|>.*$/g, ''),
        defaultFromName: env.EMAIL_FROM.replace(/\s*<.*$/, ''),
        transportOptions: {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
        },
      })
    : undefined,
  plugins: [
    s3Storage({
      // Installed even when off, so the schema (and so the migrations) is the same either way.
      enabled: s3Enabled,
      alwaysInsertFields: true,
      collections: { media: true },
      bucket: env.S3_BUCKET ?? '',
      config: s3ClientConfig,
    }),
  ],
})
