/*
 * The benchmark's own staff account, created in its fresh database before the app starts: the
 * demo account's password is published, and the production server refuses it at sign-in
 * (src/lib/auth/demo-password.ts). The password is the run's own (BENCH_STAFF_PASSWORD). It and
 * two more accounts take new leads every day, for the lead burst's rotation.
 *
 *   node --conditions=development --import ./scripts/load-typescript.mjs \
 *     tools/bench/staff-account.ts                     (run by tools/bench/run.ts)
 */
import { randomBytes } from 'node:crypto'

import config from '@payload-config'
import { getPayload } from 'payload'

import { ownerCredentials, staffCredentials } from './staff-api'

if (!staffCredentials.password) throw new Error('BENCH_STAFF_PASSWORD is not set')
const payload = await getPayload({ config })
const everyDay = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
const rotation = { takesLeads: true, workDays: [...everyDay] }
await payload.create({
  collection: 'users',
  data: { ...staffCredentials, firstName: 'Benchmark', role: 'staff', ...rotation },
  depth: 0,
})
await payload.create({
  collection: 'users',
  data: { ...ownerCredentials, firstName: 'Owner', role: 'admin' },
  depth: 0,
})
// Two more in the lead rotation (the lead burst, ADR 0024), with passwords nobody knows.
for (const firstName of ['Rotation', 'Turn']) {
  await payload.create({
    collection: 'users',
    data: {
      email: `bench-${firstName.toLowerCase()}@example.com`,
      password: randomBytes(24).toString('base64url'),
      firstName,
      role: 'staff',
      ...rotation,
    },
    depth: 0,
  })
}
process.exit(0)
