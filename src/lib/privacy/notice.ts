/*
 * The privacy notice's own paragraphs as a new site ships them; editors replace them in the CMS
 * (_Privacy_). A database from before the setting holds no row: the notice shows these.
 */
export const privacyNoticeDefaults = {
  /** When the shipped wording and the lists beside it last changed. */
  changedOn: '2026-11-30T12:00:00.000Z',
  intro:
    'We collect only what we need to answer you, sell and service trailers, and keep our records. We never sell what you tell us, and this site loads nothing from advertisers.',
  rights:
    'You may ask for a copy of what we hold about you, ask us to correct it or delete it, and tell us to stop all marketing. Use the request form (we e-mail you a link to confirm the request is yours), or call or e-mail us using the details below. We answer within 45 days of your confirmation, and our answer comes with a link to appeal it. A browser that sends the Global Privacy Control signal is treated as opting out of the sale of data and of targeted advertising.',
}
