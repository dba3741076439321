import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { checkCmsInput } from '@/server/api/cms-input'
import { guardCmsAuth } from '@/server/auth/cms-auth-guard'

// Every call first passes the input check (src/server/api/cms-input.ts).
export const GET = checkCmsInput(REST_GET(config))
// Sign-in, reset-password mails and resets are rate limited and answer alike for every account.
export const POST = checkCmsInput(guardCmsAuth(REST_POST(config)))
export const DELETE = checkCmsInput(REST_DELETE(config))
export const PATCH = checkCmsInput(REST_PATCH(config))
export const PUT = checkCmsInput(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
