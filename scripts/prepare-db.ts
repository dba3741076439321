/* Applies pending migrations, then seeds an empty database (unless --no-seed). */
import config from '@payload-config'
import { getPayload, type Migration } from 'payload'

import { seed } from '@/seed'

import { migrations } from '../migrations'

const started = Date.now()
const payload = await getPayload({ config })
// The generated index types each migration's own args; Payload takes them as Migration.
await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
if (!process.argv.includes('--no-seed')) await seed(payload)
payload.logger.info(`database ready in ${Date.now() - started} ms`)
process.exit(0)
