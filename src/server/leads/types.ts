/*
 * Types the lead modules share, kept here so that the modules that queue a notice and those that
 * send it import one another in one direction only.
 */

/*
 * `kind` 'adf': the copy for the dealer's CRM (LEAD_ADF_TO); 'owner': to `userId`, the person the
 * routing gave the lead to; 'owner-text': to that owner, about a text on the lead;
 * 'escalation': to the manager, about a move from `fromUserId` to `userId`; otherwise the staff
 * e-mail. Only ids and minutes, never what the shopper wrote.
 */
export type NotifyLeadInput = {
  leadId: number
  kind?: string | null
  userId?: number | null
  fromUserId?: number | null
  waitedMinutes?: number | null
  businessMinutes?: number | null
}
