/*
 * ADF/XML (Auto-lead Data Format 1.0), what dealer CRMs accept by e-mail: one prospect with its
 * request date, the vehicle of interest, the customer and the vendor. Sent as plain text.
 */
export type AdfLead = {
  id: number
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

export function adfXml(lead: AdfLead, vendor: AdfVendor): string {
  const { first, last } = nameParts(lead.name)
  const unit = lead.unit
  const vehicle = [
    tag('id', unit?.id, ' source="Venture Trailers"'),
    tag('make', 'Venture'),
    tag('model', unit?.model ?? lead.trailer),
    tag('vin', unit?.vin),
    tag('stock', unit?.stockNumber || unit?.id),
  ].join('')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '<prospect status="new">',
    tag('id', lead.id, ` sequence="1" source="${xml(vendor.url)}"`),
    tag('requestdate', lead.createdAt),
    `<vehicle interest="buy" status="new">${vehicle}</vehicle>`,
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
