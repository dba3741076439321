import type { z } from 'zod'

import { envSchema, parseEnvironment } from '@/server/env-schema.mjs'

/*
 * The one place that reads process.env, through env(): parsed on first use and kept, so a
 * misconfigured deployment fails at boot (Payload's config reads it as the server starts) with a
 * readable message instead of at the first request that needs the missing value. Nothing reads it
 * when a module is imported, so a test sets its variables before first use in any import order.
 * The schema itself is in env-schema.mjs, which server.mjs reads too.
 */
export type Env = z.infer<typeof envSchema>

let parsed: Env | undefined

/** The validated environment. */
export function env(): Env {
  parsed ??= parseEnvironment(process.env)
  return parsed
}

/** Forgets the parsed environment: the next env() reads process.env again (tests change it). */
export function resetEnv(): void {
  parsed = undefined
}

export const clerkEnabled = (): boolean =>
  Boolean(env().NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY && env().CLERK_SECRET_KEY)
export const s3Enabled = (): boolean => Boolean(env().S3_BUCKET)
export const smtpEnabled = (): boolean => Boolean(env().SMTP_HOST)
/** Served over https: session cookies are then marked Secure (never sent over plain http). */
export const siteIsHttps = (): boolean => env().NEXT_PUBLIC_SITE_URL.startsWith('https:')
