import type { LeadKind } from '@/lib/leads/kinds'
import type { FinanceDetails, FinanceEstimate } from '@/lib/leads/kinds/finance'
import {
  payoffLabels,
  type StoredPhotoDetails,
  tradeInConditionLabels,
  tradeInItemLabels,
  type TradeInDetails as TradeInForm,
} from '@/lib/leads/kinds/trade-in'

type TradeInDetails = TradeInForm & StoredPhotoDetails

/*
 * ADF/XML (Auto-lead Data Format 1.0), what dealer CRMs accept by e-mail: one prospect with its
 * request date, the vehicle of interest, the customer and the vendor. Sent as plain text.
 */
export type AdfLead = {
  id: number
  kind?: LeadKind | null
  /** The kind's details as stored (src/lib/leads/kinds/). */
  details?: unknown
  createdAt: string
  name: string
  email: string
  phone?: string | null
  message: string
  trailer?: string | null
  /** The unit asked about; without a dealer stock number its id stands in. */
  unit?: { id: number; model: string; stockNumber?: string | null; vin?: string | null } | null
}
export type AdfVendor = { name: string; email?: string; phone?: string; url: string }

const xml = (text: string | number) =>
  String(text)
    // Characters XML 1.0 cannot hold at all, then the five it must escape.
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

const tag = (name: string, value: string | number | null | undefined, attrs = '') =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${name}${attrs}>${xml(value)}</${name}>`

function nameParts(name: string) {
  const words = name.trim().split(/\s+/)
  const last = words.length > 1 ? words.pop() : undefined
  return { first: words.join(' '), last }
}

/** The vehicle's `interest` per kind (the DTD's buy, lease, sell, trade-in, test-drive). */
const vehicleInterest: Partial<Record<LeadKind, string>> = { 'trade-in': 'trade-in' }

const amount = (type: string, value: number | undefined) =>
  value === undefined ? '' : tag('amount', value, ` type="${type}" limit="exact" currency="USD"`)

/* A finance inquiry's <finance> (method, then amounts), the last of the vehicle's elements. */
function financeElement(details: FinanceDetails & { estimate?: FinanceEstimate }) {
  return [
    '<finance>',
    tag('method', 'finance'),
    amount('total', details.amount),
    amount('downpayment', details.downPayment),
    amount('monthly', details.estimate ? details.estimate.monthlyCents / 100 : undefined),
    '</finance>',
  ].join('')
}

/* A trade-in's vehicle is the shopper's own, used (ADR 0045): as they described it. */
function tradeInVehicle(details: TradeInDetails) {
  return [
    tag('year', details.year),
    tag('make', details.make),
    tag('model', details.model),
    tag(
      'comments',
      `${tradeInItemLabels[details.item]}, ${details.lengthFeet} ft, condition ${tradeInConditionLabels[details.condition].toLowerCase()}, loan to pay off: ${payoffLabels[details.payoff].toLowerCase()}${details.photos?.length ? `, ${details.photos.length} photo(s) on the lead` : ''}.`,
    ),
  ].join('')
}

/** What a kind adds inside <vehicle>, after its identity. */
const vehicleElements: Partial<Record<LeadKind, (details: never) => string>> = {
  finance: financeElement,
}

export function adfXml(lead: AdfLead, vendor: AdfVendor): string {
  const { first, last } = nameParts(lead.name)
  const unit = lead.unit
  const own = lead.kind === 'trade-in' && lead.details ? (lead.details as TradeInDetails) : null
  const vehicle = own
    ? tradeInVehicle(own)
    : [
        tag('id', unit?.id, ' source="Venture Trailers"'),
        tag('make', 'Venture'),
        tag('model', unit?.model ?? lead.trailer),
        tag('vin', unit?.vin),
        tag('stock', unit?.stockNumber || unit?.id),
        kindElement(lead),
      ].join('')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '<prospect status="new">',
    tag('id', lead.id, ` sequence="1" source="${xml(vendor.url)}"`),
    tag('requestdate', lead.createdAt),
    `<vehicle interest="${vehicleInterest[lead.kind ?? 'quote'] ?? 'buy'}" status="${own ? 'used' : 'new'}">${vehicle}</vehicle>`,
    '<customer><contact>',
    tag('name', first, ' part="first"'),
    tag('name', last, ' part="last"'),
    tag('email', lead.email),
    tag('phone', lead.phone),
    '</contact>',
    tag('comments', lead.message),
    '</customer>',
    '<vendor>',
    tag('vendorname', vendor.name),
    '<contact>',
    tag('name', vendor.name, ' part="full"'),
    tag('email', vendor.email),
    tag('phone', vendor.phone),
    tag('url', vendor.url),
    '</contact>',
    '</vendor>',
    '<provider>',
    tag('name', 'Venture Trailers website', ' part="full"'),
    tag('url', vendor.url),
    '</provider>',
    '</prospect>',
    '</adf>',
  ].join('\n')
}

function kindElement(lead: AdfLead): string {
  const element = lead.kind ? vehicleElements[lead.kind] : undefined
  return element && lead.details ? element(lead.details as never) : ''
}
