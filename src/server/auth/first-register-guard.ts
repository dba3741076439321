import 'server-only'

import { isLoopback } from '@/lib/loopback'
import { cmsRefusal } from '@/server/api/cms-refusal'
import { clientIp } from '@/server/client-ip'
import { env } from '@/server/env'

/*
 * While the database has no account, Payload's first-user screen (/cms/create-first-user, which
 * posts to /cms/api/users/first-register) makes whoever submits it first an admin, and health
 * already answers ok. A production server takes it only from the machine itself unless the
 * operator says otherwise (docs/deployment.md, "The first admin").
 */
const closed =
  'The first account can be created only from the server itself. On the server, run ' +
  '`npm run create-admin -- --email you@example.com`, or set ALLOW_FIRST_REGISTER_FROM=any ' +
  'until the account exists.'

/**
 * The answer refusing a first-user registration from this request, or null to let it through.
 * Production is the build's (Next inlines NODE_ENV), as for the demo password: `node server.mjs`
 * runs a production build whatever NODE_ENV its environment has.
 */
export function refuseFirstRegister(
  headers: Headers,
  nodeEnv = process.env.NODE_ENV,
): Response | null {
  if (nodeEnv !== 'production' || env().ALLOW_FIRST_REGISTER_FROM === 'any') return null
  if (isLoopback(clientIp(headers))) return null
  return cmsRefusal(403, closed)
}
