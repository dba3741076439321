/*
 * A lead's own address in the staff panel, for links in e-mails and from anywhere a lead is named.
 * Ids are PostgreSQL integers: more than nine digits, or anything but digits, is no lead.
 */
export const leadPath = (id: number): string => `/admin/leads/${id}`

export const leadIdFrom = (segment: string): number | null =>
  /^[1-9]\d{0,8}$/.test(segment) ? Number(segment) : null
