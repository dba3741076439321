import 'server-only'

import type { Payload } from 'payload'

import { userIsAdmin } from '@/lib/auth/roles'
import { responseStatsByPerson } from '@/lib/leads/response-stats'
import { headlineDataset, type Dataset } from '@/lib/reports/datasets'
import { costPerSale } from '@/lib/reports/cost-per-sale'
import {
  costPerSaleDataset,
  leadsBySourceDataset,
  leadsByWeekDataset,
  outcomesBySourceDataset,
  responseDataset,
} from '@/lib/reports/lead-datasets'
import {
  dropToSaleDataset,
  salesByAgeDataset,
  stockByAgeDataset,
  unmatchedDataset,
  viewedDataset,
} from '@/lib/reports/lot-datasets'
import { unmatchedSearches, viewedWithFewLeads } from '@/lib/reports/demand'
import { ownedLeads } from '@/lib/reports/lead-facts'
import { leadHeadline, leadsBySource, leadsByWeek, scoreLeads } from '@/lib/reports/leads'
import { saleRows, salesAfterDrop, salesByAge, salesHeadline, stockByAge } from '@/lib/reports/lot'
import type { Period, Span } from '@/lib/reports/period'
import { textingDataset } from '@/lib/reports/texting-dataset'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import type { User } from '@/payload-types'
import { activeAlertCounts } from '@/server/database/alerts'
import { leadFacts, soldUnits, textingFigures } from '@/server/database/reports'
import { loadUnits } from '@/server/alerts/units'
import { agingRows } from '@/server/inventory/aging'
import { leadSettingsAndClock } from '@/server/leads/desk'
import { absoluteUrl } from '@/server/site-url'

export type Report = { period: Period; scope: 'dealer' | 'own'; datasets: Dataset[] }

/** Every unit, for matching the saved searches against what is in stock. */
export type UnitsReader = () => Promise<readonly InventoryApiItem[]>

/*
 * Straight from Payload, as the alert run reads them: the Monday e-mail's job runs outside any
 * request, where Next's data cache is not there. The view and its CSV files pass the cached
 * list instead (page-reads' getInventoryList), which a change purges: the whole view took 2.1 s at
 * 5,000 units while it read every unit through Payload on every view.
 */
const unitsStraight = async (payload: Payload) => [...(await loadUnits(payload)).values()]

const range = (span: Span) => ({ from: span.from.toISOString(), to: span.to.toISOString() })

/**
 * The Reports view's datasets for `period`, as `viewer` may see them: an admin the dealer's,
 * anyone else on the staff only the leads they own and their own response times (ADR 0066).
 * The page, its CSV files and the Monday e-mail read this.
 */
export async function buildReport(
  payload: Payload,
  viewer: User,
  period: Period,
  // Called without arguments: the cached reader's arguments are its cache key.
  readUnits: UnitsReader = () => unitsStraight(payload),
): Promise<Report> {
  const db = payload.db.drizzle
  const dealer = userIsAdmin(viewer)
  const owner = dealer ? {} : { ownerId: viewer.id }
  const [
    { settings, clock },
    facts,
    factsBefore,
    sales,
    salesBefore,
    stock,
    texts,
    textsBefore,
    alerts,
    units,
  ] = await Promise.all([
    leadSettingsAndClock(payload),
    leadFacts(db, range(period), owner),
    leadFacts(db, range(period.before), owner),
    dealer ? soldUnits(db, range(period)) : null,
    dealer ? soldUnits(db, range(period.before)) : null,
    // Stock by age is today's lot whatever the period: the units sold since are not on it.
    dealer ? agingRows(payload) : null,
    dealer ? textingFigures(db, range(period)) : null,
    dealer ? textingFigures(db, range(period.before)) : null,
    // Alike alerts counted by the database; the units read once for every search.
    dealer ? activeAlertCounts(db) : null,
    dealer ? readUnits() : null,
  ])
  const leads = scoreLeads(facts, clock.hours)
  const leadsBefore = scoreLeads(factsBefore, clock.hours)
  const sold = sales && saleRows(sales)
  const soldBefore = salesBefore && saleRows(salesBefore)
  const sources = leadsBySource(leads, new URL(absoluteUrl()).host)
  const datasets = [
    headlineDataset(
      { leads: leadHeadline(leads), sales: sold && salesHeadline(sold) },
      { leads: leadHeadline(leadsBefore), sales: soldBefore && salesHeadline(soldBefore) },
    ),
    leadsByWeekDataset(leadsByWeek(leads, period), leadsByWeek(leadsBefore, period.before)),
    responseDataset(responseStatsByPerson(ownedLeads(facts), clock), clock.targetMinutes),
    leadsBySourceDataset(sources),
    outcomesBySourceDataset(sources),
    ...(dealer
      ? [costPerSaleDataset(costPerSale(sources, settings.reports?.sourceSpend ?? [], period.days))]
      : []),
    ...(stock && sold
      ? [
          stockByAgeDataset(stockByAge(stock)),
          salesByAgeDataset(salesByAge(sold)),
          dropToSaleDataset(salesAfterDrop(sold)),
          viewedDataset(viewedWithFewLeads(stock)),
        ]
      : []),
    ...(alerts && units ? [unmatchedDataset(unmatchedSearches(alerts, units))] : []),
    ...(texts && textsBefore ? [textingDataset(texts, textsBefore)] : []),
  ]
  return { period, scope: dealer ? 'dealer' : 'own', datasets }
}
