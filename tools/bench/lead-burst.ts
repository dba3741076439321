/*
 * The lead burst (ADR 0024) on its own: builds the production app into .next-bench (or reuses it with
 * --skip-build), serves it on a fresh database with the demo data and a lead rotation of three,
 * with a local SMTP sink as its mail server, sends 100 quote requests at once and times each
 * from its 201 to its reply handed to SMTP (goal: p99 ≤ 60 s), and checks every lead has a reply
 * or a recorded reason. Prints the figures, writes bench/out/lead-burst.json, and exits non-zero
 * when a budget (tools/bench/budgets.ts) is missed. `npm run bench` runs the same burst.
 *
 *   tsx tools/bench/lead-burst.ts [--skip-build]
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { startSmtpCapture } from '../../tests/support/smtp-capture'
import { buildApp, outDir, startApp } from './app'
import { leadBurstBudgets, missedBudgets } from './budgets'
import { createStaffAccount, underFreshDatabase } from './fresh-run'
import { runLeadBurst, sinkEnv } from './lead-burst-run'
import type { Measurements } from './results'

const port = Number(process.env.BENCH_PORT ?? 3300)
const args = process.argv.slice(2)

async function main(): Promise<number> {
  if (!process.env.BENCH_DATABASE_READY) {
    return underFreshDatabase('tools/bench/lead-burst.ts', args)
  }
  await createStaffAccount()
  if (!args.includes('--skip-build')) await buildApp(port)
  const smtp = await startSmtpCapture()
  const app = await startApp(port, port, { env: sinkEnv(smtp.port), log: 'lead-burst.log' })
  try {
    const burst = await runLeadBurst(app.baseUrl, smtp, process.env.DATABASE_URL ?? '')
    writeFileSync(path.join(outDir, 'lead-burst.json'), `${JSON.stringify(burst, null, 2)}\n`)
    console.log('[lead burst]', JSON.stringify(burst))
    const misses = missedBudgets({ leadBurst: burst } as Measurements, leadBurstBudgets)
    for (const miss of misses) {
      console.error(`  ${miss.budget} — ${miss.subject}: ${miss.value} (limit ${miss.limit})`)
    }
    return misses.length === 0 ? 0 : 1
  } finally {
    await app.stop()
    await smtp.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
