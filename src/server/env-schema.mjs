// @ts-check
/*
 * The environment's schema and its parsing, in plain JavaScript so that server.mjs (run by Node
 * as is) and src/server/env.ts (everything Next and Payload load) read the same variables with the
 * same defaults and checks.
 */
import { z } from 'zod'

import { maxVideoMegabytes } from '../lib/body-limits.mjs'

const optional = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined))

/* The largest hero video an editor may upload to the media library, in megabytes (ADR 0037). */
export const mediaVideoMaxMb = z.coerce
  .number()
  .int()
  .min(1, 'MEDIA_VIDEO_MAX_MB must be 1 or more')
  .max(maxVideoMegabytes, `MEDIA_VIDEO_MAX_MB may be at most ${maxVideoMegabytes}`)
  .default(25)

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.string().url({ message: 'DATABASE_URL must be a postgres:// URL' }),
    PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters'),
    NEXT_PUBLIC_SITE_URL: optional.pipe(z.string().url().default('http://localhost:3000')),
    // Written into an inline script: only the shape GA4 issues is accepted.
    NEXT_PUBLIC_GA_MEASUREMENT_ID: optional.pipe(
      z
        .string()
        .regex(/^G-[A-Z0-9]+$/, 'NEXT_PUBLIC_GA_MEASUREMENT_ID must look like G-XXXXXXXXXX')
        .optional(),
    ),
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: optional,
    CLERK_SECRET_KEY: optional,
    CLERK_JWT_KEY: optional,
    CLERK_AUTHORIZED_PARTIES: optional,
    S3_BUCKET: optional,
    S3_ENDPOINT: optional,
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    SMTP_HOST: optional,
    SMTP_PORT: z.coerce.number().int().positive().default(587),
    SMTP_USER: optional,
    SMTP_PASS: optional,
    SMTP_SECURE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    EMAIL_FROM: z.string().default('Venture Trailers Edgewater <no-reply@localhost>'),
    QUOTE_NOTIFY_TO: optional,
    // Each new lead also goes there as ADF/XML, for the dealer's CRM.
    LEAD_ADF_TO: optional,
    // Texting through Twilio (ADR 0046); the base URL only for a test gateway.
    TWILIO_ACCOUNT_SID: optional,
    TWILIO_AUTH_TOKEN: optional,
    TWILIO_API_BASE_URL: optional.pipe(z.string().url().optional()),
    // Deposits paid through Stripe (ADR 0063); the base URL only for a test gateway.
    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_API_BASE_URL: optional.pipe(z.string().url().optional()),
    REDIS_URL: optional,
    // How many reverse proxies in front append to X-Forwarded-For (src/lib/client-address.mjs).
    TRUSTED_PROXY_HOPS: z.coerce
      .number()
      .int()
      .min(0, 'TRUSTED_PROXY_HOPS must be 0 or more')
      .max(10)
      .default(0),
    // How often server.mjs writes the unit page view totals it counted (ADR 0027).
    PAGE_VIEWS_FLUSH_SECONDS: z.coerce
      .number()
      .int()
      .min(1, 'PAGE_VIEWS_FLUSH_SECONDS must be 1 or more')
      .max(3600)
      .default(5),
    MEDIA_VIDEO_MAX_MB: mediaVideoMaxMb,
    // Who may use the first-user screen of a production server without accounts: the machine
    // itself, or anyone (src/server/auth/first-register-guard.ts).
    ALLOW_FIRST_REGISTER_FROM: optional.pipe(
      z
        .enum(['loopback', 'any'], {
          message: 'ALLOW_FIRST_REGISTER_FROM must be loopback (or empty) or any',
        })
        .default('loopback'),
    ),
    // Not an operator setting: server.mjs names the header it fills with the socket's address.
    PEER_ADDRESS_HEADER: optional,
    // Not an operator setting either: the warm-up's key to draft mode (src/server/front-door/warm-up.mjs).
    WARM_UP_TOKEN: optional,
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY]
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        message: 'S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
      })
    }
    if (Boolean(env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY) !== Boolean(env.CLERK_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Clerk needs NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY and CLERK_SECRET_KEY together',
      })
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together',
      })
    }
  })

/*
 * `next build` loads the server modules but connects to nothing and signs nothing: a release is
 * built with no database and no secrets (ADR 0009), so these two get stand-ins there.
 */
const buildPhaseStandIns = {
  DATABASE_URL: 'postgres://build-phase@127.0.0.1:1/none',
  PAYLOAD_SECRET: 'build-phase-has-no-secret',
}

/**
 * The environment parsed, or an error listing every problem.
 * @param {Record<string, string | undefined>} environment
 */
export function parseEnvironment(environment) {
  // A copy of the runtime environment: Next inlines literal process.env.NEXT_PUBLIC_* reads at
  // build time, and the Clerk key may be given under either name at run time.
  /** @type {Record<string, string | undefined>} */
  const source = { ...environment }
  source.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY ||= source.CLERK_PUBLISHABLE_KEY
  if (source.NEXT_PHASE === 'phase-production-build') {
    source.DATABASE_URL ||= buildPhaseStandIns.DATABASE_URL
    source.PAYLOAD_SECRET ||= buildPhaseStandIns.PAYLOAD_SECRET
  }
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`)
      .join('\n')
    throw new Error(`Invalid environment configuration:\n${problems}\nSee .env.example.`)
  }
  return parsed.data
}
