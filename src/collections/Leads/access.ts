import type { FieldAccess } from 'payload'

const never: FieldAccess = () => false

/*
 * What the lead desk and the lead e-mails keep about a lead (status, owner, first response,
 * activity, notification state, when it came in). Only the server's own operations write it: the
 * lead desk's service, which checks the staff session and applies its rules (an activity line
 * for every change, 409 on a stale copy), and the contact form and e-mail jobs. They use the Local
 * API with access overridden; /cms and its REST API never write these fields, so the desk's
 * response-time figures are what happened (ADR 0021).
 */
export const writtenByLeadDeskOnly = { create: never, update: never }
