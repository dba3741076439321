/*
 * The benchmark's own staff account, created in its fresh database before the app starts: the
 * demo account's password is published, and the production server refuses it at sign-in
 * (src/lib/auth/demo-password.ts). The password is the run's own (BENCH_STAFF_PASSWORD).
 *
 *   node --import tsx tools/bench/staff-account.ts     (run by tools/bench/run.ts)
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { staffCredentials } from './staff-api'

if (!staffCredentials.password) throw new Error('BENCH_STAFF_PASSWORD is not set')
const payload = await getPayload({ config })
await payload.create({
  collection: 'users',
  data: { ...staffCredentials, firstName: 'Benchmark', role: 'staff' },
  depth: 0,
})
process.exit(0)
