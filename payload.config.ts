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
import { Media } from '@/collections/Media'
import { QuoteRequests } from '@/collections/QuoteRequests'
import { Tips } from '@/collections/Tips'
import { TrailerModels } from '@/collections/TrailerModels'
import { Users } from '@/collections/Users'
import { Home } from '@/globals/Home'
import { SiteSettings } from '@/globals/SiteSettings'
import { env, s3Enabled, smtpEnabled } from '@/server/env'

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
  db: postgresAdapter({
    // A burst of writes waits for a free connection rather than failing; a stopped database
    // still fails fast (ECONNREFUSED), so APIs answer 503 quickly during an outage.
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
      config: {
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        credentials: {
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        },
        // Without these, streamed uploads are stored with aws-chunked framing (corrupt files).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    }),
  ],
})
