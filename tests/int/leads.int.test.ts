// A real XML parser (the version the AWS SDK already installs), not a pattern match.
import { parse as parseXml, validate as validateXml } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSmtpCapture } from '../support/smtp-capture'
import { appUrl } from './helpers/app-url'
import { leadJobsIdle } from './helpers/lead-jobs'

/*
 * The lead desk's API (ADR 0014) through the real handlers. Mail goes to a capture server, with
 * LEAD_ADF_TO set so each lead's CRM copy can be parsed; the environment is read at load, hence
 * the dynamic imports.
 */
const smtp = await startSmtpCapture()
Object.assign(process.env, smtp.env)
process.env.QUOTE_NOTIFY_TO = 'leads@dealer.example'
process.env.LEAD_ADF_TO = 'crm@dealer.example'

const { POST: contact } = await import('@/app/api/contact/route')
const { GET: list } = await import('@/app/api/leads/route')
const { PATCH } = await import('@/app/api/leads/[id]/route')
const { GET: exportCsv } = await import('@/app/api/leads/export.csv/route')
const { fromClient, jsonRequest, payload, routeParams, signedInHeaders } =
  await import('./helpers/requests')
const { createItem, ensureTestCategories } = await import('./helpers/inventory-fixtures')
const { leadWithMessage } = await import('./helpers/lead-jobs')
const { siteSettingsSeed } = await import('@/seed/site')
const { cms } = await import('./helpers/authz-trials')
const { inventoryPath } = await import('@/lib/inventory/slug')
type LeadView = import('@/lib/leads/view').LeadView

afterAll(() => smtp.close())

let staff: Headers, admin: Headers, editor: Headers
let clients = 0
const send = async (body: Record<string, unknown>) => {
  const message = `${String(body.message ?? 'Lead')} ${Date.now()}-${++clients}`
  const headers = new Headers(fromClient(`198.18.0.${clients}`))
  const response = await contact(
    jsonRequest(
      '/api/contact',
      'POST',
      { name: 'Pat Boater', email: 'pat@example.com', ...body, message },
      headers,
    ),
    {},
  )
  expect(response.status).toBe(201)
  // Settled: its e-mail sent and its routing done (ADR 0024), so no system line lands mid-test.
  return leadWithMessage(
    message,
    (lead) => lead.notification !== 'pending' && lead.routing?.reply !== 'pending',
  )
}
/** What people did: the timeline without the routing's system lines (no `by`). */
const byPeople = (view: LeadView) => view.activity.filter((line) => line.by)
const get = (headers: Headers | undefined, query = '') =>
  list(new Request(appUrl(`/api/leads${query}`), { headers }), {})
const patch = (id: number, body: unknown, headers: Headers) =>
  PATCH(jsonRequest(`/api/leads/${id}`, 'PATCH', body, headers), routeParams({ id: String(id) }))
const viewOf = async (id: number, headers = staff) =>
  ((await (await get(headers)).json()).leads as LeadView[]).find((lead) => lead.id === id)

beforeAll(async () => {
  ;[staff, admin, editor] = await Promise.all(
    (['staff', 'admin', 'editor'] as const).map((role) => signedInHeaders(role)),
  )
  await (await payload()).updateGlobal({ slug: 'site-settings', data: siteSettingsSeed })
  await ensureTestCategories()
})

describe('who may use the lead desk', () => {
  it('answers 401 without a session and 403 to an editor, on the list, edits and export', async () => {
    const lead = await send({})
    expect((await get(undefined)).status).toBe(401)
    expect((await get(editor)).status).toBe(403)
    expect((await patch(lead.id, { status: 'contacted' }, editor)).status).toBe(403)
    const csv = (headers?: Headers) =>
      exportCsv(new Request(appUrl('/api/leads/export.csv'), { headers }), {})
    expect((await csv()).status).toBe(401)
    expect((await csv(editor)).status).toBe(403)
    expect((await csv(admin)).status).toBe(200)
    expect((await get(admin)).status).toBe(200)
  })
})

describe('a lead from a unit page', () => {
  it('is listed New with its unit linked, its source and the New count', async () => {
    const unit = await createItem({ model_name: `Desk VAB ${Date.now()}` })
    const page = inventoryPath({ id: unit.id, model_name: unit.model_name })
    const lead = await send({
      trailer: unit.model_name,
      source: {
        page: `/contact?trailer=${encodeURIComponent(unit.model_name)}&utm_source=ignored-here`,
        referrer: appUrl(page),
        utm_source: 'facebook',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
      },
    })
    const body = await (await get(staff)).json()
    expect(body.leads[0]).toMatchObject({
      id: lead.id,
      status: 'new',
      statusLabel: 'New',
      unit: { id: unit.id, path: page },
      source: {
        referrer: appUrl(page),
        utmSource: 'facebook',
        utmCampaign: 'spring',
      },
    })
    expect(body.newCount).toBeGreaterThan(0)
  })

  it('links the unit named as the trailer when the referrer is not its page', async () => {
    const unit = await createItem({ model_name: `Named Unit ${Date.now()}` })
    const lead = await send({
      trailer: unit.model_name,
      source: { referrer: 'https://www.google.com/' },
    })
    const view = (await (await get(staff)).json()).leads.find(
      (item: LeadView) => item.id === lead.id,
    )
    expect(view.unit).toMatchObject({ id: unit.id, name: unit.model_name })
  })

  it('is stored even when the source fields are malformed, as the spec contract allows', async () => {
    const lead = await send({ source: { page: 42, referrer: ['x'] } })
    expect(lead.source?.page ?? null).toBeNull()
  })

  it('goes to the CRM as well-formed ADF/XML carrying the lead', async () => {
    const unit = await createItem({
      model_name: `ADF Unit ${Date.now()}`,
      stock_number: `VT-ADF-${Date.now()}`,
      vin: '1V9BT1414S1000001',
    })
    const lead = await send({
      name: 'Robin Q. Sailor',
      phone: '(410) 555-0199',
      message: 'Price <with> & "quotes"',
      source: { referrer: appUrl(inventoryPath(unit)) },
    })
    let mail
    for (let tries = 0; tries < 100 && !mail; tries++) {
      mail = smtp.to('crm@dealer.example').find((item) => item.data.includes(`Lead ${lead.id}`))
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(mail?.data).toMatch(/^Content-Type: text\/plain/im)
    const text = mail!.data
      .split(/\r\n\r\n/)
      .slice(1)
      .join('\r\n\r\n')
      .replace(/=\r\n/g, '')
    const decoded = text.replace(/=([0-9A-F]{2})/g, (_, hex) =>
      String.fromCharCode(parseInt(hex, 16)),
    )
    const xml = Buffer.from(decoded, 'latin1').toString('utf8').trim()
    expect(validateXml(xml)).toBe(true)
    const adf = parseXml(xml, { ignoreAttributes: false, parseNodeValue: false }).adf.prospect
    expect(adf.requestdate).toBe(lead.createdAt)
    expect(adf.vehicle).toMatchObject({
      model: unit.model_name,
      stock: unit.stock_number,
      vin: unit.vin,
    })
    expect(adf.customer.contact.email).toBe('pat@example.com')
    expect(adf.customer.contact.phone).toBe('(410) 555-0199')
    // This parser leaves entities as written: decode the five XML defines.
    const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }
    const comments = String(adf.customer.comments).replace(/&(\w+);/g, (_, name) => entities[name]!)
    expect(comments).toContain('Price <with> & "quotes"')
    expect(adf.vendor.vendorname).toBe(siteSettingsSeed.businessName)
  })
})

describe('working a lead', () => {
  it('records the first response when it leaves New, and logs who changed what', async () => {
    const sent = await send({})
    await leadJobsIdle() // routing's owner first, as below
    const lead = await (
      await payload()
    ).findByID({ collection: 'quote-requests', id: sent.id, depth: 0 })
    const meId = (await (await get(staff)).json()).me as number
    const assigned = await patch(lead.id, { ownerId: meId, updatedAt: lead.updatedAt }, staff)
    expect(assigned.status).toBe(200)
    const owned = (await assigned.json()) as LeadView
    expect(owned.firstResponseAt).toBeNull()
    const contacted = (await (
      await patch(lead.id, { status: 'contacted', updatedAt: owned.updatedAt }, staff)
    ).json()) as LeadView
    expect(contacted.firstResponseAt).not.toBeNull()
    const quoted = (await (
      await patch(
        lead.id,
        { status: 'quoted', note: 'Sent a quote', updatedAt: contacted.updatedAt },
        staff,
      )
    ).json()) as LeadView
    expect(quoted.firstResponseAt).toBe(contacted.firstResponseAt)
    expect(byPeople(quoted).map((line) => [line.kind, line.text])).toEqual([
      ['owner', `Assigned to ${owned.owner?.name}`],
      ['status', 'New → Contacted'],
      ['status', 'Contacted → Quoted'],
      ['note', 'Sent a quote'],
    ])
    expect(byPeople(quoted).every((line) => line.by === owned.owner?.name && line.at)).toBe(true)
    const mine = (await (await get(staff, '?owner=me&status=quoted')).json()).leads as LeadView[]
    expect(mine.map((item) => item.id)).toContain(lead.id)
  })

  it('refuses a status change made on a stale copy, and merges notes', async () => {
    // Routing gives the lead its owner in a job just after it is stored (ADR 0052): the copies
    // below are of the lead once that is done.
    const sent = await send({})
    await leadJobsIdle()
    const lead = await (
      await payload()
    ).findByID({ collection: 'quote-requests', id: sent.id, depth: 0 })
    const first = await patch(lead.id, { status: 'contacted', updatedAt: lead.updatedAt }, staff)
    expect(first.status).toBe(200)
    const stale = await patch(lead.id, { status: 'lost', updatedAt: lead.updatedAt }, admin)
    expect(stale.status).toBe(409)
    expect((await stale.json()).error).toMatch(/someone else changed this lead/i)
    const note = await patch(
      lead.id,
      { note: 'Left a voicemail', updatedAt: lead.updatedAt },
      admin,
    )
    expect(note.status).toBe(200)
    const view = (await note.json()) as LeadView
    expect(view.status).toBe('contacted')
    expect(byPeople(view).map((line) => line.text)).toEqual(['New → Contacted', 'Left a voicemail'])
  })

  it('keeps every one of ten concurrent notes', async () => {
    const lead = await send({})
    const notes = Array.from({ length: 10 }, (_, n) => `Note ${n}`)
    const answers = await Promise.all(notes.map((note) => patch(lead.id, { note }, staff)))
    expect(answers.map((answer) => answer.status)).toEqual(notes.map(() => 200))
    const view = await viewOf(lead.id)
    expect(
      byPeople(view!)
        .map((line) => line.text)
        .sort(),
    ).toEqual(notes.sort())
  })

  it('answers 400 to an unknown status or owner, and 404 to an unknown lead', async () => {
    const lead = await send({})
    expect((await patch(lead.id, { status: 'closed' }, staff)).status).toBe(400)
    expect((await patch(lead.id, { ownerId: 999_999 }, staff)).status).toBe(400)
    expect((await patch(lead.id, {}, staff)).status).toBe(400)
    expect((await patch(999_999, { note: 'x' }, staff)).status).toBe(404)
  })

  it('shows a lead received 5:50 PM on a Friday long ago as overdue, and searches by text', async () => {
    const lead = await send({ message: 'Friday evening lead' })
    await (
      await payload()
    ).update({
      collection: 'quote-requests',
      id: lead.id,
      data: { createdAt: '2025-11-14T22:50:00.000Z' },
    })
    const found = (await (await get(staff, '?q=Friday%20evening')).json()).leads as LeadView[]
    expect(found.find((item) => item.id === lead.id)).toMatchObject({ overdue: true })
  })
})

describe('deleting a lead', () => {
  it('is refused to staff (403) and leaves a record of who deleted which lead when an admin does', async () => {
    const lead = await send({ name: 'Dee Leted' })
    const refused = await cms('DELETE', `quote-requests/${lead.id}`, new Headers(staff))
    expect(refused.status).toBe(403)
    expect(await viewOf(lead.id)).toBeDefined()

    const before = Date.now()
    const deleted = await cms('DELETE', `quote-requests/${lead.id}`, new Headers(admin))
    expect(deleted.status).toBe(200)
    expect(await viewOf(lead.id)).toBeUndefined()
    const client = await payload()
    const { docs } = await client.find({
      collection: 'lead-deletions',
      where: { leadId: { equals: lead.id } },
      depth: 0,
    })
    const adminUser = await client.find({
      collection: 'users',
      where: { role: { equals: 'admin' } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ leadName: 'Dee Leted', leadReceivedAt: lead.createdAt })
    expect(adminUser.docs.map((user) => user.id)).toContain(docs[0]!.user)
    expect(Date.parse(docs[0]!.createdAt)).toBeGreaterThanOrEqual(before - 1000)
    // Staff do not read the record; admins do.
    expect((await cms('GET', 'lead-deletions', new Headers(staff))).status).toBe(403)
    expect((await cms('GET', 'lead-deletions', new Headers(admin))).status).toBe(200)
  })
})

describe('the CSV export', () => {
  it('escapes commas, quotes and newlines, and defuses a leading =', async () => {
    const lead = await send({ message: '=HYPERLINK("http://evil.example","x"), then\n"quoted"' })
    const response = await exportCsv(
      new Request(appUrl(`/api/leads/export.csv?q=${encodeURIComponent('HYPERLINK')}`), {
        headers: staff,
      }),
      {},
    )
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const csv = await response.text()
    const row = csv.split('\r\n')[1] ?? ''
    expect(csv.replace(/^\uFEFF/, '').startsWith('Received,Name,Email')).toBe(true)
    expect(csv).toContain(`"'${lead.message.replace(/"/g, '""')}"`)
    expect(row).not.toMatch(/(^|,)=/)
  })
})

describe('response times', () => {
  it('gives the median first response and the share within target for 30 days', async () => {
    const body = await (await get(staff)).json()
    expect(body.last30Days.leads).toBeGreaterThan(0)
    expect(body.last30Days.targetMinutes).toBe(120)
    expect(typeof body.last30Days.medianFirstResponseMinutes).toBe('number')
    expect(body.last30Days.withinTargetShare).toBeGreaterThanOrEqual(0)
  })
})
