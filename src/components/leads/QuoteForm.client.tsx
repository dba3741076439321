'use client'

import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react'

import type { FitBoat } from '@/lib/fit/boat'
import { browserLeadSource, landingAddress } from '@/lib/leads/browser-source'
import type { LeadSource } from '@/lib/leads/source'
import { leadLimits } from '@/lib/leads/limits'
import {
  jsonOrNull,
  quoteExceptionOutcome,
  quoteMessageTone,
  quoteOutcome,
  type QuoteOutcome,
} from '@/lib/leads/kinds/quote-messages'
import { prefilledMessage, trailerFromQuery } from '@/lib/leads/kinds/quote-prefill'

import outcome from '@/components/ui/FormOutcome.module.css'
import styles from './LeadForm.module.css'
import { PrivacyLink } from '@/components/privacy/PrivacyLink'

type Field = 'name' | 'email' | 'phone' | 'message'

/*
 * Only /contact reads a boat from the address, after hydration. React's lazy, not next/dynamic:
 * that would add 1.7 KB of Next's loader to the first load of every page with the form. A chunk
 * that cannot be fetched (a release deployed since the page loaded) costs the summary, not the
 * form.
 */
const boatModule = () => import('./BoatFromAddress.client')
const BoatFromAddress = lazy(() => boatModule().catch(() => ({ default: () => null })))

async function send(
  body: Record<Field | 'website' | 'mobile', string> & {
    trailer?: string
    details?: { boat: FitBoat }
    textMe: boolean
    source: LeadSource
  },
): Promise<QuoteOutcome> {
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (response.status === 404) return quoteOutcome(404, null)
    return quoteOutcome(response.status, jsonOrNull(await response.text()))
  } catch {
    return quoteExceptionOutcome
  }
}

/**
 * The quote request form: idle → submitting ('Sending...') → the spec's success or error message.
 * `trailerFromAddress` (the /contact page) takes the unit from `?trailer=` once the form is in the
 * browser, so one static page serves every unit (and the boat a fit result sends: BoatFromAddress).
 * The fields are the browser's own (uncontrolled): what a visitor on a slow phone types before the
 * scripts run stays, and is what is sent.
 * `textMe` is the server's 'Text me' offer (TextMeOffer), rendered where the fieldset goes.
 */
export function QuoteForm({
  trailer,
  trailerFromAddress = false,
  textMe,
}: {
  trailer?: string
  trailerFromAddress?: boolean
  textMe?: ReactNode
}) {
  const [aboutTrailer, setAboutTrailer] = useState(trailer)
  const [hydrated, setHydrated] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [result, setResult] = useState<string | null>(null)
  const message = useRef<HTMLTextAreaElement>(null)
  const id = useId()

  useEffect(() => {
    // The address exists only in the browser. The message is served empty and prefilled here,
    // unless the visitor typed one already: React would put a served text back when it hydrates.
    const fromAddress = trailerFromAddress
      ? trailerFromQuery(new URLSearchParams(window.location.search).get('trailer'))
      : undefined
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read from the address, once, after hydration
    if (fromAddress) setAboutTrailer(fromAddress)
    setHydrated(true)
    if (message.current && !message.current.value)
      message.current.value = prefilledMessage(fromAddress ?? trailer)
  }, [trailer, trailerFromAddress])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (name: Field | 'website' | 'mobile') => String(data.get(name) ?? '')
    setSubmitting(true)
    setResult(null)
    // Read from the address at the send, not from the summary, which may not have arrived yet.
    const boat = trailerFromAddress
      ? await boatModule().then(
          ({ boatInAddress }) => boatInAddress(),
          () => null,
        )
      : null
    const outcome = await send({
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      message: text('message'),
      trailer: aboutTrailer,
      ...(boat && { details: { boat } }),
      website: text('website'),
      textMe: data.get('textMe') === 'true',
      mobile: text('mobile'),
      source: browserLeadSource(window.location, document.referrer, landingAddress()),
    })
    setResult(outcome.message)
    if (outcome.clearForm) {
      form.reset()
      setAboutTrailer(undefined)
    }
    setSubmitting(false)
  }

  const field = (name: Field) => ({ id: `${id}-${name}`, name, maxLength: leadLimits[name] })

  return (
    // Without JavaScript the browser posts the same fields (ADR 0031).
    <form
      className={styles.form}
      method="post"
      action="/api/contact"
      onSubmit={onSubmit}
      aria-describedby={`${id}-note`}
    >
      {aboutTrailer && <input type="hidden" name="trailer" value={aboutTrailer} />}
      {trailerFromAddress && hydrated && (
        <Suspense fallback={null}>
          <BoatFromAddress />
        </Suspense>
      )}
      <p id={`${id}-note`} className={styles.note}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
        <PrivacyLink />
      </p>
      <div className={styles.row}>
        <label htmlFor={`${id}-name`}>
          Name <span aria-hidden="true">*</span>
        </label>
        <input {...field('name')} type="text" autoComplete="name" required />
      </div>
      <div className={styles.pair}>
        <div className={styles.row}>
          <label htmlFor={`${id}-email`}>
            Email <span aria-hidden="true">*</span>
          </label>
          <input {...field('email')} type="email" autoComplete="email" required />
        </div>
        <div className={styles.row}>
          <label htmlFor={`${id}-phone`}>Phone (optional)</label>
          <input {...field('phone')} type="tel" autoComplete="tel" />
        </div>
      </div>
      <div className={styles.row}>
        <label htmlFor={`${id}-message`}>
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea
          {...field('message')}
          ref={message}
          rows={5}
          required
          placeholder="Tell us about your boat (make, length, weight) and the trailer you need."
        />
      </div>
      {textMe}
      <div className={outcome.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? 'Sending...' : 'Request a Quote'}
      </button>
      <div aria-live="polite">
        {result && (
          <p className={outcome.message} data-tone={quoteMessageTone(result)}>
            {result}
          </p>
        )}
      </div>
    </form>
  )
}
