import type { PayloadRequest } from 'payload'

import { dayMs } from '@/lib/durations'
import {
  type AutomaticCounts,
  automaticRefusal,
  type StaffCounts,
  staffRefusal,
} from '@/lib/texting/caps'
import type { LeadSetting } from '@/payload-types'
import {
  automaticSendTimes,
  automaticTextCounts,
  lockTextsFromClient,
  lockTextsToNumber,
  staffTextCounts,
} from '@/server/database/text-messages'
import { transactionDb, type Db } from '@/server/internals/transaction-db'

/* No `server-only`: payload.config.ts loads the send job, which reaches this module. */

type Texting = NonNullable<LeadSetting['texting']>

const iso = (ms: number) => new Date(ms).toISOString()

async function automaticCounts(
  db: Db,
  number: string,
  clientBlock: string | null,
  now: Date,
  at: Date,
): Promise<AutomaticCounts> {
  const sends = await automaticSendTimes(db, number, {
    after: iso(at.getTime() - dayMs),
    before: iso(at.getTime() + dayMs),
  })
  const counts = await automaticTextCounts(db, clientBlock ?? '', iso(now.getTime() - dayMs))
  return {
    numberSends: sends,
    clientDay: clientBlock ? counts.clientDay : 0,
    siteDay: counts.siteDay,
  }
}

const staffCounts = (db: Db, number: string, now: Date): Promise<StaffCounts> =>
  staffTextCounts(db, number, iso(now.getTime() - dayMs))

export type BudgetedText = { number: string; automatic: boolean; clientBlock?: string | null }

/**
 * Why the text's budget refuses it, or null (ADR 0052). Counted in the transaction that stores
 * the text, with the number (and, for an automatic text, the client) locked, so two sends at once
 * cannot both slip under a cap. `at` is when the text will go: later than `now` when held.
 */
export async function budgetRefusal(
  req: PayloadRequest,
  text: BudgetedText,
  settings: Texting,
  now: Date,
  at: Date,
) {
  const db = await transactionDb(req)
  await lockTextsToNumber(db, text.number)
  if (!text.automatic) {
    return staffRefusal(await staffCounts(db, text.number, now), {
      perNumberDailyCap: settings.perNumberDailyCap ?? 10,
      dailyCap: settings.dailyCap ?? 500,
    })
  }
  const block = text.clientBlock ?? null
  if (block) await lockTextsFromClient(db, block)
  const counts = await automaticCounts(db, text.number, block, now, at)
  return automaticRefusal(counts, at, settings.automaticDailyCap ?? 200)
}
