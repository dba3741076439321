/*
 * Applies pending migrations (one instance at a time); they load the product's content into a new
 * database. With --demo, a database without any account also gets the demo data (src/seed/demo.ts).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seedDemo } from '@/seed/demo'
import { migrateDatabase } from '@/server/database/migrate'

const started = Date.now()
const payload = await getPayload({ config })
await migrateDatabase(payload)
if (process.argv.includes('--demo')) {
  const { totalDocs: accounts } = await payload.count({ collection: 'users' })
  if (accounts === 0) await seedDemo(payload)
}
payload.logger.info(`database ready in ${Date.now() - started} ms`)
process.exit(0)
