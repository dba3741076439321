/*
 * npm run seed:demo: the demo staff account and inventory (src/seed/demo.ts), into the database
 * scripts/run.ts provides, whether or not it has other accounts. Never on a live site: production
 * refuses the demo password.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seedDemo } from '@/seed/demo'

const payload = await getPayload({ config })
await seedDemo(payload)
process.exit(0)
