import type { SourceRow } from '@/lib/reports/leads'

/*
 * Cost per sale by source (issue 54, ADR 0066): the monthly spend the owner enters in Lead
 * settings, prorated to the period's days (a month is a year's 365 days over twelve), over the
 * period's leads of that source won. A source is matched to the spend by its name as the Reports
 * view writes it (leadSourceLabel), case and spaces around it aside; two entries of one source add
 * up.
 */

export type SourceSpend = { source: string; monthlyDollars: number }

export type CostRow = {
  source: string
  /** Null when no spend is entered for the source. */
  monthlyDollars: number | null
  /** The monthly spend prorated to the period, to the cent. */
  spend: number | null
  leads: number
  won: number
  /** Spend over leads won; null with no spend entered or nothing won. */
  costPerSale: number | null
}

/** A month as spend is prorated: 365 / 12 days. */
export const monthDays = 365 / 12

const cents = (dollars: number) => Math.round(dollars * 100) / 100

const sourceKey = (source: string) => source.trim().toLowerCase()

/** `monthlyDollars` spent over `days` days. */
export const periodSpend = (monthlyDollars: number, days: number) =>
  cents((monthlyDollars * days) / monthDays)

/**
 * One row per source of the period's leads (in their order), then the sources with spend but no
 * lead in the period, in the order entered.
 */
export function costPerSale(
  sources: readonly SourceRow[],
  spending: readonly SourceSpend[],
  days: number,
): CostRow[] {
  const monthly = new Map<string, { source: string; dollars: number }>()
  for (const entry of spending) {
    const key = sourceKey(entry.source)
    if (!key) continue
    const known = monthly.get(key)
    monthly.set(key, {
      source: known?.source ?? entry.source.trim(),
      dollars: (known?.dollars ?? 0) + entry.monthlyDollars,
    })
  }
  const row = (source: string, dollars: number | null, leads: number, won: number): CostRow => {
    const spend = dollars === null ? null : periodSpend(dollars, days)
    return {
      source,
      monthlyDollars: dollars,
      spend,
      leads,
      won,
      costPerSale: spend === null || won === 0 ? null : cents(spend / won),
    }
  }
  const rows = sources.map((source) => {
    const key = sourceKey(source.source)
    const spent = monthly.get(key)
    monthly.delete(key)
    return row(source.source, spent?.dollars ?? null, source.leads, source.byOutcome.won)
  })
  return [...rows, ...[...monthly.values()].map((spent) => row(spent.source, spent.dollars, 0, 0))]
}
