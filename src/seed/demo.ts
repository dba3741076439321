import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import { DEMO_PASSWORD, isRefusedPassword } from '@/lib/auth/demo-password'
import { demoInventory } from '@/seed/inventory'
import { createAll } from '@/seed/load'

/* The demo's staff account, printed in the README. Production refuses its password. */
export const demoStaff = {
  email: 'staff@example.com',
  password: DEMO_PASSWORD,
  firstName: 'Sam',
  role: 'admin',
} as const

/**
 * Demo data, only when asked for (`npm run seed:demo`, `scripts/run.ts --demo`): the demo staff
 * account unless an account has its e-mail, and the demo inventory when there is no inventory.
 * All or nothing, in one transaction.
 */
export async function seedDemo(payload: Payload): Promise<void> {
  if (isRefusedPassword(demoStaff.password)) {
    throw new Error('No demo data in production: its password is published in the README.')
  }
  const req = await createLocalReq({}, payload)
  const ownTransaction = await initTransaction(req)
  try {
    const created: string[] = []
    const { totalDocs: accounts } = await payload.count({
      collection: 'users',
      where: { email: { equals: demoStaff.email } },
      req,
    })
    if (accounts === 0) {
      await payload.create({ collection: 'users', data: demoStaff, depth: 0, req })
      created.push(`the staff account ${demoStaff.email}`)
    }
    const { totalDocs: items } = await payload.count({ collection: 'inventory-items', req })
    if (items === 0) {
      const count = await createAll({ payload, req }, 'inventory-items', demoInventory)
      created.push(`${count} inventory items`)
    }
    if (ownTransaction) await commitTransaction(req)
    payload.logger.info(
      created.length > 0 ? `demo: ${created.join(' and ')} created` : 'demo: already there',
    )
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
