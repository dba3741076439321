import type { S3ClientConfig } from '@aws-sdk/client-s3'

import { env } from '@/server/env'

/* One S3 client setup, shared by Payload's storage plugin and the backup scripts. */
export const s3ClientConfig = (): S3ClientConfig => ({
  endpoint: env().S3_ENDPOINT,
  region: env().S3_REGION,
  forcePathStyle: env().S3_FORCE_PATH_STYLE,
  credentials: {
    accessKeyId: env().S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env().S3_SECRET_ACCESS_KEY ?? '',
  },
  // Without these, streamed uploads are stored with aws-chunked framing (corrupt files).
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
})
