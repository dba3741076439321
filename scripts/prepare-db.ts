/* Applies pending migrations, then seeds an empty database (unless --no-seed). */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from '@/seed'

import { migrations } from '../migrations'

const started = Date.now()
const payload = await getPayload({ config })
await payload.db.migrate({ migrations })
if (!process.argv.includes('--no-seed')) await seed(payload)
payload.logger.info(`database ready in ${Date.now() - started} ms`)
process.exit(0)
