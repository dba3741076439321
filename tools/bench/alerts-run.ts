/*
 * The alert benchmark: one daily alert run (ADR 0025) with 10,000 confirmed subscribers
 * and 1,000 units, every e-mail handed to a local SMTP sink; time and peak memory (goal: under
 * 5 minutes and 300 MB). Seeds in SQL (through Payload it would take longer than the run), on a
 * database it may change: `npm run bench`'s fresh one, or, standalone:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench \
 *     npx tsx scripts/run.ts --fresh-db --demo -- npx tsx tools/bench/alerts-run.ts
 *
 * Subscribers: 8,000 search alerts over 48 different searches (material × axle × top price), each
 * knowing the units that matched when it was set, and 2,000 price watches. Then 20 units arrive
 * and 100 get cheaper, so most subscribers have something new: near the worst case of a day.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'

import { matchingIds, watchFrom, watchQuery, describeWatch } from '@/lib/alerts/watch'
import type { InventoryApiItem } from '@/lib/inventory/contract'

import { startSmtpCapture } from '../../tests/support/smtp-capture'
import { seedInventory } from './seed-inventory'

export type AlertRunBench = {
  subscribers: number
  units: number
  mailed: number
  failed: number
  received: number
  /** The run itself, after Payload's start-up. */
  runMs: number
  /** The whole `npm run alerts:send` process at its peak: Payload's start-up (tsx included) and the run. */
  peakRssBytes: number
}

const root = path.resolve(import.meta.dirname, '../..')
const searchAlerts = 8_000
const priceWatches = 2_000
const wantedUnits = 1_000
const arrivals = 20
const drops = 100

const materials = ['Aluminum', 'Galvanized Steel', 'Steel']
const axles = ['Single', 'Tandem', 'Triple']

/** Gives the copied units varied specifications, so searches match different sets. */
async function varyUnits(client: pg.Client) {
  await client.query(
    `update inventory_items set material = ($1::text[])[1 + id % 3]::enum_inventory_items_material,
       axle_configuration = ($2::text[])[1 + (id / 3) % 3]::enum_inventory_items_axle_configuration,
       price = 2500 + (id * 37) % 7000, status = 'available', is_available = true,
       stock_quantity = greatest(stock_quantity, 1)`,
    [materials, axles],
  )
}

async function readUnits(client: pg.Client): Promise<InventoryApiItem[]> {
  const { rows } = await client.query(
    `select i.id, i.model_name, i.material, i.axle_configuration, i.capacity_pounds, i.price,
       i.stock_quantity, i.description, i.boat_length, i.is_available, i.status, i.expected_at,
       c.name as category_name
     from inventory_items i left join categories c on c.id = i.category_id order by id`,
  )
  return rows.map((row) => ({
    ...row,
    price: Number(row.price),
    capacity_pounds: Number(row.capacity_pounds),
    stock_quantity: Number(row.stock_quantity),
  })) as InventoryApiItem[]
}

const searches = materials.flatMap((material) =>
  axles.flatMap((axle) =>
    [4000, 6000, 8000, 0].flatMap((price) =>
      ['', 'bunk'].map((q) =>
        watchFrom(
          new URLSearchParams({
            material: material.toLowerCase().replace(' ', '-'),
            axle: axle.toLowerCase(),
            ...(price ? { price_max: String(price) } : {}),
            ...(q ? { q } : {}),
          }),
        ),
      ),
    ),
  ),
)

async function seedSubscribers(client: pg.Client, units: InventoryApiItem[]) {
  const before = units.slice(0, units.length - arrivals)
  const known = searches.map((watch) => matchingIds(before, watch))
  const rows: unknown[][] = []
  for (let n = 0; n < searchAlerts; n++) {
    const watch = searches[n % searches.length]
    rows.push([
      `bench-${n}@example.com`,
      'search',
      describeWatch(watch),
      JSON.stringify(watch),
      watchQuery(watch),
      null,
      null,
      JSON.stringify(known[n % searches.length]),
    ])
  }
  const cheaper = new Set(units.slice(0, drops).map((unit) => unit.id))
  for (let n = 0; n < priceWatches; n++) {
    const unit = units[(n * 7) % units.length]
    const told = cheaper.has(unit.id) ? unit.price + 250 : unit.price
    rows.push([
      `bench-${searchAlerts + n}@example.com`,
      'price',
      `Price of the Venture ${unit.model_name}`,
      null,
      null,
      unit.id,
      told,
      null,
    ])
  }
  await client.query('delete from alerts')
  for (let start = 0; start < rows.length; start += 1_000) {
    const batch = rows.slice(start, start + 1_000)
    const values = batch.map(
      (_, row) =>
        `(${Array.from({ length: 8 }, (_, col) => `$${row * 8 + col + 1}`).join(', ')}, 'active', now())`,
    )
    await client.query(
      `insert into alerts (email, kind, summary, watch, watch_key, unit_id, last_price, known_units,
         status, confirmed_at) values ${values.join(', ')}`,
      batch.flat(),
    )
  }
}

/** Runs `npm run alerts:send` against the sink, as an operator would; returns what it measured. */
function alertsSend(smtpPort: number): Promise<Omit<AlertRunBench, 'units' | 'received'>> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'alerts:send', '--', '--json'], {
      cwd: root,
      env: {
        ...process.env,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        SMTP_SECURE: 'false',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? ''
      // Exit 1 with a report: some mails failed, which the report counts.
      if (!line.startsWith('{'))
        return reject(new Error(`alerts:send exited with ${code}: ${line}`))
      resolve(JSON.parse(line))
    })
  })
}

/** The subscribers alone, over the units there are: what the staff stage's Alerts tab reads. */
export async function seedAlertSubscribers(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await seedSubscribers(client, await readUnits(client))
    return searchAlerts + priceWatches
  } finally {
    await client.end()
  }
}

export async function runAlertsBench(databaseUrl: string): Promise<AlertRunBench> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const smtp = await startSmtpCapture()
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from inventory_items')
    const missing = wantedUnits - Number(rows[0].count)
    if (missing > 0) await seedInventory(databaseUrl, missing)
    await varyUnits(client)
    const units = await readUnits(client)
    await seedSubscribers(client, units)
    await client.query('update inventory_items set price = price - 250 where id = any($1)', [
      units.slice(0, drops).map((unit) => unit.id),
    ])
    const measured = await alertsSend(smtp.port)
    return { ...measured, units: units.length, received: smtp.received.length }
  } finally {
    await smtp.close()
    await client.end()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runAlertsBench(process.env.DATABASE_URL ?? '')
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
  console.log(
    `[bench] alert run: ${result.subscribers} subscribers, ${result.units} units, ` +
      `${result.mailed} e-mailed (${result.received} received by the sink, ${result.failed} failed) ` +
      `in ${(result.runMs / 1000).toFixed(1)} s; the process peaks at ${mb(result.peakRssBytes)} MB`,
  )
  process.exit(0)
}
