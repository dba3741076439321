/* Applies pending migrations, then seeds an empty database (unless --no-seed). */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from '@/seed'

const started = Date.now()
const payload = await getPayload({ config })
await payload.db.migrate()
if (!process.argv.includes('--no-seed')) await seed(payload)
payload.logger.info(`database ready in ${Date.now() - started} ms`)
process.exit(0)
