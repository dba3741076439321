import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import * as alerts from '@/server/database/alerts'
import * as inventoryItems from '@/server/database/inventory-items'
import * as leadRotationTurn from '@/server/database/lead-rotation-turn'
import * as privacyRequests from '@/server/database/privacy-requests'
import * as quoteRequests from '@/server/database/quote-requests'
import * as redirectUses from '@/server/database/redirect-uses'
import * as reports from '@/server/database/reports'
import * as reviewRequests from '@/server/database/review-requests'
import * as textMessages from '@/server/database/text-messages'
import * as unitPageViews from '@/server/database/unit-page-views'
import * as payloadJobs from '@/server/internals/payload-jobs'
import * as payloadMigrations from '@/server/internals/payload-migrations'
import type { Db } from '@/server/internals/transaction-db'

import { payload } from './helpers/requests'

/*
 * Every named statement, run once against this file's migrated database: a Payload upgrade or a
 * migration that renames a table or a column the SQL names fails here, not in production. The
 * rows do not matter (most statements find none); that PostgreSQL accepts the statement does.
 */

const statementModules = {
  'database/alerts': alerts,
  'database/inventory-items': inventoryItems,
  'database/lead-rotation-turn': leadRotationTurn,
  'database/privacy-requests': privacyRequests,
  'database/quote-requests': quoteRequests,
  'database/redirect-uses': redirectUses,
  'database/reports': reports,
  'database/review-requests': reviewRequests,
  'database/text-messages': textMessages,
  'database/unit-page-views': unitPageViews,
  'internals/payload-jobs': payloadJobs,
  'internals/payload-migrations': payloadMigrations,
}

/* Modules of these folders with SQL that are not statement modules, and why. */
const notStatementModules = {
  // Its session lock wraps every migration run, the template database's of each int run too.
  'database/migrate.ts': 'the migration lock',
  // `select 1`: names no table.
  'database/startup.ts': 'the readiness probe',
}

const now = new Date()
const iso = now.toISOString()
const none = -1

type Case = (db: Db, client: alerts.PooledConnection) => Promise<unknown>

const cases: Record<string, Case> = {
  'database/alerts.activeAlertCounts': (db) => alerts.activeAlertCounts(db),
  'database/alerts.tryLockAlertRun': async (_db, client) => {
    expect(await alerts.tryLockAlertRun(client)).toBe(true)
    await alerts.unlockAlertRun(client)
  },
  'database/alerts.unlockAlertRun': (_db, client) => alerts.unlockAlertRun(client),
  'database/inventory-items.lockInventoryItem': (db) =>
    inventoryItems.lockInventoryItem(db, none, iso),
  'database/inventory-items.identifierTaken': async (db) => [
    await inventoryItems.identifierTaken(db, 'stock_number', 'planted', none),
    await inventoryItems.identifierTaken(db, 'vin', 'planted', null),
  ],
  'database/inventory-items.unsoldUnits': (db) => inventoryItems.unsoldUnits(db, '2026-01-01'),
  'database/lead-rotation-turn.nextRotationTurn': (db) => leadRotationTurn.nextRotationTurn(db),
  'database/privacy-requests.takeCodeTry': (db) => privacyRequests.takeCodeTry(db, none, 5),
  'database/quote-requests.lockLeadRow': (db) => quoteRequests.lockLeadRow(db, none),
  'database/quote-requests.sameShopperOpenLead': (db) =>
    quoteRequests.sameShopperOpenLead(db, { id: none, email: 'planted@example.com' }, iso),
  'database/quote-requests.leadsWaitingSince': (db) => quoteRequests.leadsWaitingSince(db, iso),
  'database/quote-requests.leadIdsOfEmail': (db) =>
    quoteRequests.leadIdsOfEmail(db, 'planted@example.com'),
  'database/quote-requests.leadIdsOfPhone': (db) =>
    quoteRequests.leadIdsOfPhone(db, '+12015550147'),
  'database/quote-requests.writeLeadDetails': (db) =>
    quoteRequests.writeLeadDetails(db, none, { photos: [] }),
  'database/quote-requests.tryLockMailbox': (db) =>
    quoteRequests.tryLockMailbox(db, 'Planted+1@gmail.com'),
  'database/quote-requests.repliedToMailboxSince': (db) =>
    quoteRequests.repliedToMailboxSince(db, { id: none, email: 'planted@example.com' }, iso),
  'database/quote-requests.serviceBookingsPerDay': (db) =>
    quoteRequests.serviceBookingsPerDay(db, '2026-01-01'),
  'database/quote-requests.lockServiceDay': (db) => quoteRequests.lockServiceDay(db, '2026-01-01'),
  'database/redirect-uses.countRedirectUse': (db) => redirectUses.countRedirectUse(db, none),
  'database/reports.leadFacts': async (db) => [
    await reports.leadFacts(db, { from: iso, to: iso }),
    await reports.leadFacts(db, { from: iso, to: iso }, { ownerId: none, kind: 'quote' }),
    await reports.leadFacts(db, { from: iso, to: iso }, { kind: 'service' }),
  ],
  'database/reports.soldUnits': (db) => reports.soldUnits(db, { from: iso, to: iso }),
  'database/reports.textingFigures': (db) => reports.textingFigures(db, { from: iso, to: iso }),
  'database/review-requests.lockReviewsToAddress': (db) =>
    reviewRequests.lockReviewsToAddress(db, 'planted@example.com'),
  'database/text-messages.claimTextForSending': (db) =>
    textMessages.claimTextForSending(db, none, 1, iso),
  'database/text-messages.deleteTextsBefore': (db) =>
    textMessages.deleteTextsBefore(db, new Date(0)),
  'database/text-messages.lockInboundFromNumber': (db) =>
    textMessages.lockInboundFromNumber(db, '+15550100'),
  'database/text-messages.lockTextsToNumber': (db) =>
    textMessages.lockTextsToNumber(db, '+15550100'),
  'database/text-messages.lockTextsFromClient': (db) =>
    textMessages.lockTextsFromClient(db, '203.0.113.0/24'),
  'database/text-messages.automaticSendTimes': (db) =>
    textMessages.automaticSendTimes(db, '+15550100', { after: iso, before: iso }),
  'database/text-messages.automaticTextCounts': (db) =>
    textMessages.automaticTextCounts(db, '203.0.113.0/24', iso),
  'database/text-messages.staffTextCounts': (db) =>
    textMessages.staffTextCounts(db, '+15550100', iso),
  'database/unit-page-views.addPageViews': (db) =>
    unitPageViews.addPageViews(db, '2026-01-01', new Map([[none, 1]])),
  'database/unit-page-views.deletePageViewsBefore': (db) =>
    unitPageViews.deletePageViewsBefore(db, '1970-01-01'),
  'internals/payload-jobs.leadsWithoutJobs': (db) => payloadJobs.leadsWithoutJobs(db, iso),
  'internals/payload-jobs.lockLeadSweep': (db) => payloadJobs.lockLeadSweep(db),
  'internals/payload-migrations.appliedMigrationNames': (db) =>
    payloadMigrations.appliedMigrationNames(db),
}

const src = path.resolve(import.meta.dirname, '../../src/server')
const writesSql = (text: string) =>
  /\bsql`/.test(text) ||
  /\.(query|execute)\(\s*['`]\s*(select|insert|update|delete|with)\b/i.test(text)

describe('the named statements', () => {
  it('each have a case here', () => {
    const statements = Object.entries(statementModules).flatMap(([name, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === 'function')
        .map(([statement]) => `${name}.${statement}`),
    )
    expect(Object.keys(cases).sort()).toEqual(statements.sort())
  })

  it('are all in the modules listed here', () => {
    const withSql = ['database', 'internals'].flatMap((folder) =>
      readdirSync(path.join(src, folder))
        .filter((file) => /\.(ts|mjs)$/.test(file) && !file.endsWith('.test.ts'))
        .filter((file) => writesSql(readFileSync(path.join(src, folder, file), 'utf8')))
        .map((file) => `${folder}/${file}`),
    )
    const listed = [
      ...Object.keys(statementModules).map((name) => `${name}.ts`),
      ...Object.keys(notStatementModules),
    ]
    expect(withSql.sort()).toEqual(listed.sort())
  })

  it.each(Object.entries(cases))('%s runs against the migrated schema', async (_name, run) => {
    const client = await payload()
    const pooled = await client.db.pool.connect()
    try {
      await run(client.db.drizzle, pooled)
    } finally {
      pooled.release()
    }
  })
})
