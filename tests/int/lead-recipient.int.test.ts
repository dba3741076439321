import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSmtpCapture } from '../support/smtp-capture'

/*
 * Where leads go is an admin-only setting (ADR 0013): an editor who may change the public
 * e-mail must not be able to redirect customers' details. QUOTE_NOTIFY_TO is unset here, so the
 * lead settings decide; the app modules load after the SMTP settings, hence dynamic imports.
 */
const smtp = await startSmtpCapture()
Object.assign(process.env, smtp.env)
delete process.env.QUOTE_NOTIFY_TO

const { POST } = await import('@/app/api/contact/route')
const { fromClient, jsonRequest, signedInHeaders } = await import('./helpers/requests')
const { cms } = await import('./helpers/authz-trials')
const { leadWithMessage } = await import('./helpers/lead-jobs')
const { siteSettingsSeed } = await import('@/seed/site')

afterAll(() => smtp.close())

const dealer = 'sales@dealer.example'
const outsider = 'collector@outside.example'
let admin: Headers, editor: Headers, staff: Headers

beforeAll(async () => {
  admin = await signedInHeaders('admin')
  editor = await signedInHeaders('editor')
  staff = await signedInHeaders('staff')
  expect((await cms('POST', 'globals/site-settings', admin, siteSettingsSeed)).status).toBe(200)
})

describe('the address leads are sent to', () => {
  it('is set by an admin and refused to an editor', async () => {
    const set = await cms('POST', 'globals/lead-settings', admin, { notifyTo: dealer })
    expect(set.status).toBe(200)
    const refused = await cms('POST', 'globals/lead-settings', editor, { notifyTo: outsider })
    expect(refused.status).toBe(403)
    const read = await cms('GET', 'globals/lead-settings', admin)
    expect(await read.json()).toMatchObject({ notifyTo: dealer })
  })

  it('is hidden from staff and editors, who may still read the other lead settings', async () => {
    const asStaff = await cms('GET', 'globals/lead-settings', staff)
    expect(asStaff.status).toBe(200)
    expect(await asStaff.json()).not.toHaveProperty('notifyTo')
    const asEditor = await cms('GET', 'globals/lead-settings', editor)
    expect(JSON.stringify(await asEditor.json())).not.toContain(dealer)
  })

  it('receives a lead, never the public e-mail an editor changed', async () => {
    const changed = await cms('POST', 'globals/site-settings', editor, { email: outsider })
    expect(changed.status).toBe(200)
    const message = `Redirect attempt ${Date.now()}`
    const response = await POST(
      jsonRequest(
        '/api/contact',
        'POST',
        { name: 'Pat Boater', email: 'pat@example.com', message },
        new Headers(fromClient('192.0.2.77')),
      ),
      {},
    )
    expect(response.status).toBe(201)
    const lead = await leadWithMessage(message, (doc) => doc.notification !== 'pending')
    expect(lead.notification).toBe('sent')
    expect(smtp.to(dealer).some((mail) => mail.data.includes(message))).toBe(true)
    expect(smtp.to(outsider)).toEqual([])
  })
})
