import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig, defaultLoggerOptions } from 'payload'
import sharp from 'sharp'

import { lockedDocumentsAccess } from '@/access/locked-documents'
import { bodyLimits, maxImageBytes } from '@/lib/body-limits.mjs'
import { userIsStaff } from '@/lib/auth/roles'
import { Accessories } from '@/collections/Accessories'
import { AgingReviews } from '@/collections/AgingReviews'
import { AlertRuns } from '@/collections/AlertRuns'
import { Alerts } from '@/collections/Alerts'
import { AlertTokens } from '@/collections/AlertTokens'
import { CataloguePages } from '@/collections/CataloguePages'
import { richTextEditor } from '@/collections/fields/rich-text-editor'
import { Categories } from '@/collections/Categories'
import { InventoryItems } from '@/collections/InventoryItems'
import { LeadDeletions } from '@/collections/LeadDeletions'
import { LeadPhotos } from '@/collections/LeadPhotos'
import { InventoryTransfers } from '@/collections/InventoryTransfers'
import { Media } from '@/collections/Media'
import { PriceChanges } from '@/collections/PriceChanges'
import { Leads } from '@/collections/Leads'
import { Redirects } from '@/collections/Redirects'
import { TextConsentRecords } from '@/collections/TextConsentRecords'
import { TextMessages } from '@/collections/TextMessages'
import { Reservations } from '@/collections/Reservations'
import { PrivacyRequests } from '@/collections/PrivacyRequests'
import { ReportMailings } from '@/collections/ReportMailings'
import { TextOptOuts } from '@/collections/TextOptOuts'
import { Tips } from '@/collections/Tips'
import { MailOptOuts } from '@/collections/MailOptOuts'
import { ReviewRequests } from '@/collections/ReviewRequests'
import { TrailerModels } from '@/collections/TrailerModels'
import { UnitPageViews } from '@/collections/UnitPageViews'
import { Users } from '@/collections/Users'
import { versionAuthors } from '@/server/cms/saved-by'
import { Financing } from '@/globals/Financing'
import { Home } from '@/globals/Home'
import { LeadSettings } from '@/globals/LeadSettings'
import { Pricing } from '@/globals/Pricing'
import { Privacy } from '@/globals/Privacy'
import { SiteSettings } from '@/globals/SiteSettings'
import { answerPayloadErrors } from '@/server/api/payload-errors'
import { logWithoutParams } from '@/server/database/client-data-errors'
import { hearConnectionErrors } from '@/server/database/pool-errors'
import { alertQueue, queueDueAlertRun, sendAlertsTask } from '@/server/alerts/task'
import { emptyTrashWhenDue } from '@/server/content/empty-trash'
import { applyRetentionWhenDue } from '@/server/privacy/retention'
import { leadQueue, notifyLeadTask, releaseStalledLeadJobs } from '@/server/leads/notifications'
import { escalateWaitingLeads } from '@/server/leads/escalation'
import { routeLeadTask } from '@/server/leads/routing'
import { queueOrphanedLeads } from '@/server/leads/sweeper'
import { sendReviewRequestTask } from '@/server/leads/review-requests'
import { endDueHolds, reservationTasks } from '@/server/reservations/tasks'
import {
  queueDueMondayReport,
  reportQueue,
  sendMondayReportTask,
} from '@/server/reports/monday-task'
import { sendTextTask } from '@/server/texting/send-job'
import { withLockedDocumentsAccess } from '@/server/internals/locked-documents-access'
import { dealerTimeZone } from '@/lib/leads/business-hours'
import { schedulePicker } from '@/lib/cms/schedule-picker'
import { env, s3Enabled, smtpEnabled } from '@/server/env'
import { leadPhotosPrefix } from '@/server/media/dir'
import { s3ClientConfig } from '@/server/media/s3'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const config = buildConfig({
  serverURL: env().NEXT_PUBLIC_SITE_URL,
  routes: { admin: '/cms', api: '/cms/api' },
  // Read by the patched versions list (patches/, ADR 0061): a "Saved by" column.
  custom: { versionAuthors },
  admin: {
    user: Users.slug,
    // Payload's default (Gravatar) loads a remote image: blocked by the CSP's img-src and offline.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' - Venture Trailers CMS' },
    // Schedules are set and listed in the dealer's time, whatever the editor's device says
    // (issue 52 item 4): Payload's drawer otherwise offers no zone and shows the browser's.
    timezones: {
      defaultTimezone: dealerTimeZone,
      supportedTimezones: [{ label: 'Eastern time (Edgewater, MD)', value: dealerTimeZone }],
    },
    // Read by the patched schedule drawer (patches/, ADR 0067): a typed date is kept as typed.
    custom: { schedulePicker },
    components: {
      // What is in draft and what is scheduled (ADR 0038).
      afterDashboard: ['@/components/cms/DraftsAndScheduled#DraftsAndScheduled'],
      // A refused schedule says so (ADR 0039); Escape closes a date picker, not its drawer.
      providers: [
        '@/components/cms/ScheduleRefusals.client#ScheduleRefusals',
        '@/components/cms/PickerEscape.client#PickerEscape',
      ],
      graphics: {
        Logo: '@/components/cms/Brand#CmsLogo',
        Icon: '@/components/cms/Brand#CmsIcon',
      },
      logout: { Button: '@/components/cms/SignOut#SignOut' },
    },
  },
  collections: [
    InventoryItems,
    Categories,
    TrailerModels,
    CataloguePages,
    Tips,
    Redirects,
    Accessories,
    Leads,
    LeadDeletions,
    InventoryTransfers,
    PriceChanges,
    AgingReviews,
    UnitPageViews,
    Alerts,
    AlertTokens,
    AlertRuns,
    ReviewRequests,
    MailOptOuts,
    TextMessages,
    TextOptOuts,
    TextConsentRecords,
    Reservations,
    PrivacyRequests,
    ReportMailings,
    Media,
    LeadPhotos,
    Users,
  ],
  globals: [SiteSettings, Home, LeadSettings, Financing, Pricing, Privacy],
  // Lead e-mails and routing (ADR 0013, ADR 0024). Jobs are rows in PostgreSQL; the server
  // process runs them (src/instrumentation.ts starts the cron), so none is lost to a restart.
  jobs: {
    tasks: [
      notifyLeadTask,
      routeLeadTask,
      sendTextTask,
      sendAlertsTask,
      sendReviewRequestTask,
      ...reservationTasks,
      sendMondayReportTask,
    ],
    autoRun: [
      { cron: '*/10 * * * * *', queue: leadQueue, limit: 20, silent: { info: true } },
      // Shopper alerts: the daily run is queued at the Lead settings hour (ADR 0025).
      { cron: '30 * * * * *', queue: alertQueue, limit: 1, silent: { info: true } },
      // The owner's Monday e-mail: queued at 7 am dealer time on Mondays (ADR 0070).
      { cron: '45 * * * * *', queue: reportQueue, limit: 1, silent: { info: true } },
      // Scheduled publish and unpublish (ADR 0038): Payload queues them on its default queue.
      { cron: '*/15 * * * * *', queue: 'default', limit: 10, silent: { info: true } },
    ],
    shouldAutoRun: async (payload) => {
      await releaseStalledLeadJobs(payload)
      await queueOrphanedLeads(payload)
      // A failed look for waiting leads or a due alert run must not hold back the e-mails: the
      // next tick looks again.
      await escalateWaitingLeads(payload).catch((error) =>
        payload.logger.error({ err: error, msg: 'Lead escalation check failed' }),
      )
      await queueDueAlertRun(payload).catch((error: unknown) =>
        payload.logger.warn({ err: error, msg: 'Alert run check failed' }),
      )
      await queueDueMondayReport(payload).catch((error: unknown) =>
        payload.logger.warn({ err: error, msg: 'Monday report check failed' }),
      )
      // A hold whose own job was lost still ends at its date (ADR 0063).
      await endDueHolds(payload).catch((error: unknown) =>
        payload.logger.warn({ err: error, msg: 'Ending due holds failed' }),
      )
      // What shoppers sent goes when the privacy settings say (ADR 0064).
      await applyRetentionWhenDue(payload).catch((error: unknown) =>
        payload.logger.warn({ err: error, msg: 'Applying the retention settings failed' }),
      )
      // What has been in the trash for 30 days goes for good (ADR 0059).
      await emptyTrashWhenDue(payload).catch((error: unknown) =>
        payload.logger.warn({ err: error, msg: 'Emptying the trash failed' }),
      )
      return true
    },
    access: {
      queue: ({ req }) => userIsStaff(req.user),
      run: ({ req }) => userIsStaff(req.user),
      cancel: ({ req }) => userIsStaff(req.user),
    },
  },
  editor: richTextEditor,
  secret: env().PAYLOAD_SECRET,
  telemetry: false,
  graphQL: { disable: true },
  sharp,
  // The same limits server.mjs enforces at the door (src/lib/body-limits.mjs).
  // Refusals keep their status and message in the bundle, a value PostgreSQL cannot take is a
  // 400, an outage a 503 (src/server/api/payload-errors.ts); logs carry no SQL parameters.
  hooks: { afterError: [answerPayloadErrors] },
  logger: {
    options: { hooks: { logMethod: logWithoutParams } },
    destination: defaultLoggerOptions,
  },
  upload: { limits: { fileSize: maxImageBytes }, requestSizeLimit: bodyLimits.imageUpload },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  // A lost connection is noted, never an uncaught exception (src/server/database/pool-errors.ts).
  onInit: (payload) => hearConnectionErrors(payload, payload.db.pool),
  db: postgresAdapter({
    // The timeout also bounds the wait for a free connection: a burst of quote requests (500 at
    // once in tests/int/stress-contact) queues for seconds and must be stored, not refused, so it
    // is generous. A stopped database still fails at once (ECONNREFUSED), so APIs answer 503
    // quickly during an outage (tests/e2e/db-outage.spec.ts).
    pool: { connectionString: env().DATABASE_URL, max: 20, connectionTimeoutMillis: 20_000 },
    // Schema changes only through committed migrations, never dev-mode push.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  email: smtpEnabled()
    ? nodemailerAdapter({
        defaultFromAddress: env().EMAIL_FROM.replace(/^.*<|>.*$/g, ''),
        defaultFromName: env().EMAIL_FROM.replace(/\s*<.*$/, ''),
        transportOptions: {
          host: env().SMTP_HOST,
          port: env().SMTP_PORT,
          secure: env().SMTP_SECURE,
          auth: env().SMTP_USER ? { user: env().SMTP_USER, pass: env().SMTP_PASS } : undefined,
        },
      })
    : undefined,
  plugins: [
    s3Storage({
      // Installed even when off, so the schema (and so the migrations) is the same either way.
      enabled: s3Enabled(),
      alwaysInsertFields: true,
      // Shoppers' photos under a prefix of their own, served only through the app's access check
      // (objects are never public-read: no `acl`), ADR 0051.
      collections: { media: true, 'lead-photos': { prefix: leadPhotosPrefix } },
      bucket: env().S3_BUCKET ?? '',
      config: s3ClientConfig(),
    }),
  ],
})

// Who may lock what in /cms: Payload's own lock collection exists only once the config is built.
export default config.then((built) => withLockedDocumentsAccess(built, lockedDocumentsAccess))
