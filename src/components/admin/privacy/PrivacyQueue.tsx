import type { Payload } from 'payload'

import panel from '@/components/admin/StaffPanel.module.css'
import { dealerTimeZone } from '@/lib/leads/business-hours'
import { personName } from '@/lib/leads/view'
import { identityLabel, identityOf, requestKindLabels } from '@/lib/privacy/requests'
import { dayMs } from '@/lib/durations'
import type { PrivacyRequest } from '@/payload-types'

import { PrivacyRequestActions } from './PrivacyRequestActions.client'
import styles from './PrivacyQueue.module.css'

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: dealerTimeZone })

/** How the due date reads at `now`: how many days are left, or how late it is. */
function dueText(dueAt: string, now: Date) {
  const days = Math.ceil((new Date(dueAt).getTime() - now.getTime()) / dayMs)
  if (days < 0) return `Overdue by ${-days} day${days === -1 ? '' : 's'}`
  return days === 0 ? 'Due today' : `${days} day${days === 1 ? '' : 's'} left`
}

const confirmedRequests = (payload: Payload, answered: boolean) =>
  payload.find({
    collection: 'privacy-requests',
    where: { confirmedAt: { exists: true }, answeredAt: { exists: answered } },
    sort: answered ? '-answeredAt' : 'dueAt',
    limit: answered ? 20 : 200,
    depth: 1,
    overrideAccess: true,
  })

/**
 * The staff panel's Privacy tab (issue 55, ADR 0065), admins only: confirmed requests by due date
 * (45 days from confirmation, once extendable), each with the download of everything tied to its
 * address and the forms to extend or answer it; then the latest answered.
 */
export async function PrivacyQueue({ payload }: { payload: Payload }) {
  const now = new Date()
  const [open, answered] = await Promise.all([
    confirmedRequests(payload, false),
    confirmedRequests(payload, true),
  ])
  return (
    <section className={panel.panel} aria-labelledby="privacy-heading">
      <div className={panel.panelHead}>
        <h1 id="privacy-heading">Privacy requests</h1>
      </div>
      <p className={panel.summary}>
        {open.totalDocs} open {open.totalDocs === 1 ? 'request' : 'requests'}, oldest due first.
        Maryland’s privacy act gives 45 days from the shopper’s confirmation, once extendable.
      </p>
      <h2>Waiting for an answer</h2>
      {open.docs.length === 0 ? (
        <p>No open request.</p>
      ) : (
        <ol className={styles.list}>
          {open.docs.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} now={now} />
            </li>
          ))}
        </ol>
      )}
      <h2>Answered lately</h2>
      {answered.docs.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ol className={styles.list}>
          {answered.docs.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} now={now} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function RequestCard({ request, now }: { request: PrivacyRequest; now: Date }) {
  const open = !request.answeredAt
  const answeredBy = typeof request.answeredBy === 'object' ? request.answeredBy : null
  return (
    <article className={styles.card} aria-labelledby={`privacy-${request.id}`} data-privacy-request>
      <h3 id={`privacy-${request.id}`}>
        {requestKindLabels[request.kind]}: {identityLabel(identityOf(request))}
      </h3>
      <dl className={styles.facts}>
        <dt>Confirmed</dt>
        <dd>{request.confirmedAt ? day.format(new Date(request.confirmedAt)) : '—'}</dd>
        {open && request.dueAt && (
          <>
            <dt>Due</dt>
            <dd>
              {day.format(new Date(request.dueAt))} ({dueText(request.dueAt, now)})
              {request.extendedAt && ', extended once'}
            </dd>
          </>
        )}
        {request.details && (
          <>
            <dt>{request.kind === 'appeal' ? 'Why they appeal' : 'What to correct'}</dt>
            <dd className={styles.words}>{request.details}</dd>
          </>
        )}
        {request.gpc && (
          <>
            <dt>Global Privacy Control</dt>
            <dd>Sent with the signal</dd>
          </>
        )}
        {request.outcome && (
          <>
            <dt>What the site did</dt>
            <dd>{request.outcome}</dd>
          </>
        )}
        {request.answeredAt && (
          <>
            <dt>Answered</dt>
            <dd>
              {day.format(new Date(request.answeredAt))}
              {answeredBy && ` by ${personName(answeredBy)}`}
            </dd>
            <dt>Answer</dt>
            <dd className={styles.words}>{request.answer}</dd>
          </>
        )}
      </dl>
      {open && (
        <>
          <a className="btn btn-outline" href={`/api/privacy-requests/${request.id}/copy`} download>
            Download everything tied to this address (ZIP)
          </a>
          <PrivacyRequestActions
            id={request.id}
            kind={request.kind}
            extended={Boolean(request.extendedAt)}
            byText={Boolean(request.phone)}
          />
        </>
      )}
    </article>
  )
}
