/*
 * Every PostgreSQL advisory lock the app takes, named in one place: two features that picked the
 * same number would wait on each other (or, with try-locks, skip each other's work) without any
 * error. The numbers never change between releases: during a rolling deploy the old and the new
 * instances must take the same locks. No `server-only`: migrations and scripts load its users.
 *
 * A lock of one key is held by one holder across the database. A lock class takes a second key,
 * `hashtext(<what>)`, so that holders of different things (addresses, numbers) do not wait on each
 * other.
 */
export const advisoryLocks = {
  /** One instance migrates while the others wait (src/server/database/migrate.ts). */
  migration: 7_302_514,
  /** The lead sweeps of several instances take turns (src/server/leads/sweeper.ts). */
  leadSweep: 7_302_515,
  /** One shopper-alert run at a time, across instances and the command line (alerts/run.ts). */
  alertRun: 7_302_526,
  /** Class: replies to one shopper's address take turns (leads/reply.ts). */
  replyByAddress: 7_302_535,
  /** Class: automatic texts to one number take turns (texting/budgets.ts). */
  textByNumber: 7_302_536,
  /** Class: automatic texts from one client take turns (texting/budgets.ts). */
  textByClient: 7_302_537,
  /** Class: review requests to one address decide in turn (leads/review-requests.ts). */
  reviewByAddress: 7_302_538,
  /** Class: inbound texts from one number are taken in turn (texting/inbound.ts). */
  inboundByNumber: 7_302_539,
} as const

/**
 * The one lock keyed by text alone (`pg_advisory_xact_lock(hashtext(…))`): service bookings of one
 * day take turns (leads/service-booking.ts). Kept as it shipped, for the rolling deploy above.
 */
export const serviceDayLockText = (date: string) => `service-slot:${date}`
