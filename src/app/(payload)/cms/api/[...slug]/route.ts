import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { guardCmsAuth } from '@/server/auth/cms-auth-guard'

export const GET = REST_GET(config)
// Sign-in, reset-password mails and resets are rate limited and answer alike for every account.
export const POST = guardCmsAuth(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
