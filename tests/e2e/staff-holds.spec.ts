import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import pg from 'pg'

import { holdBadge, holdEndsAt } from '@/lib/reservations/hold'

import {
  createItem,
  openPanel,
  openRowMenu,
  removeItem,
  rowOf,
  sameOrigin,
  type ApiItem,
} from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'
import { expectTouchTargets, sidewaysOverflow } from './phone-checks'

/*
 * What staff see of a unit a deposit holds (issue 53), at a desktop and a 390 px phone: the hold
 * and the shopper's name in the Inventory tab, an 'On hold' filter, the way to the reservation's
 * lead, and the hold counted apart in the Aging view.
 */

test.describe.configure({ timeout: 90_000 })

const sizes = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } }

type Hold = { shopper: string; heldUntil: string; lead: number }

/*
 * A paid hold on `unit`, straight in SQL as the webhook leaves it (a reservation, its lead, the
 * unit's hold), for the length of `during`. The unit is then saved once through the API, so the
 * inventory list the panel reads is built again with the hold.
 */
async function withHold(
  request: APIRequestContext,
  unit: ApiItem,
  during: (hold: Hold) => Promise<void>,
) {
  const shopper = `E2E Holder ${Date.now().toString(36)}`
  const heldUntil = holdEndsAt(new Date(), 7).toISOString()
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    const lead = await db.query<{ id: number }>(
      `insert into quote_requests (name, email, message, status, unit_id, created_at, updated_at)
       values ($1, 'holder@example.com', 'Reserved online', 'contacted', $2, now(), now())
       returning id`,
      [shopper, unit.id],
    )
    const reservation = await db.query<{ id: number }>(
      `insert into reservations (unit_id, state, amount_cents, hold_days, held_until, name, email,
         terms, accepted_at, return_key, provider, lead_id)
       values ($1, 'held', 25000, 7, $2, $3, 'holder@example.com', 'Refundable.', now(), $4,
         'console', $5)
       returning id`,
      [unit.id, heldUntil, shopper, `e2e-${shopper}`, lead.rows[0].id],
    )
    await db.query(`update inventory_items set held_until = $1, held_by_id = $2 where id = $3`, [
      heldUntil,
      reservation.rows[0].id,
      unit.id,
    ])
    const stored = await (await request.get(`/api/inventory/${unit.id}`)).json()
    const saved = await request.put(`/api/inventory/${unit.id}`, {
      headers: sameOrigin,
      data: stored,
    })
    expect(saved.ok(), await saved.text()).toBe(true)
    await during({ shopper, heldUntil, lead: lead.rows[0].id })
  } finally {
    await db.query(`delete from reservations where name = $1`, [shopper])
    await db.query(`delete from quote_requests where name = $1`, [shopper])
    await db.end()
  }
}

for (const [label, viewport] of Object.entries(sizes)) {
  test(`staff see a held unit's hold and shopper, and Aging counts it apart (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signInAsStaff(page)
    const unit = await createItem(page.request)
    try {
      await withHold(page.request, unit, async ({ shopper, heldUntil, lead }) => {
        await openPanel(page, unit.model_name)
        const row = rowOf(page, unit.model_name)
        const line = `${holdBadge(heldUntil)} · ${shopper}`
        await expect(row.getByText(line)).toBeVisible()
        // The line is inside its card or row, whose height the windowed list counts on.
        const [rowBox, lineBox] = [await row.boundingBox(), await row.getByText(line).boundingBox()]
        expect(lineBox!.y + lineBox!.height).toBeLessThanOrEqual(rowBox!.y + rowBox!.height)

        await page.getByRole('combobox', { name: 'Status' }).selectOption('on_hold')
        await expect(row).toHaveCount(1)
        expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
        if (label === 'phone') {
          expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
          await expectTouchTargets(row, 'button', viewport.width)
        }
        const menu = await openRowMenu(page, unit.model_name)
        await expect(
          menu.getByRole('menuitem', { name: `Reservation lead for ${unit.model_name}` }),
        ).toHaveAttribute('href', `/admin/leads/${lead}`)
        await page.keyboard.press('Escape')

        await page.goto('/admin?tab=aging&status=on_hold')
        await expect(page.getByTestId('hold-count')).toContainText(/On hold: \d+ units?, \$/)
        const agingRow = page.locator(`#unit-${unit.id}`)
        await expect(agingRow.locator('[data-label="Status"]')).toContainText(holdBadge(heldUntil))
        await expect(agingRow.locator('[data-flag="aged"]')).toHaveCount(0)
        if (label === 'phone') {
          expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
          const count = (await page.getByTestId('hold-count').boundingBox())!
          expect(count.height, 'touch target height').toBeGreaterThanOrEqual(44)
        }
      })
    } finally {
      await removeItem(page.request, unit.id)
    }
  })
}
