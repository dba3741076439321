'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { browserLeadSource, landingAddress } from '@/lib/leads/browser-source'
import type { LeadSource } from '@/lib/leads/source'
import { quoteLimits } from '@/lib/quote/limits'
import {
  jsonOrNull,
  quoteExceptionOutcome,
  quoteMessageTone,
  quoteOutcome,
  type QuoteOutcome,
} from '@/lib/quote/messages'
import { prefilledMessage, trailerFromQuery } from '@/lib/quote/prefill'

import outcome from '@/components/ui/FormOutcome.module.css'
import styles from './QuoteForm.module.css'

const empty = { name: '', email: '', phone: '', message: '' }
type Values = typeof empty

type Body = Values & { trailer?: string; website: string; source: LeadSource }

async function send(body: Body): Promise<QuoteOutcome> {
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

/* What the fields hold now, whatever the state says. */
function readFields(form: HTMLFormElement | null): Values {
  const data = new FormData(form ?? undefined)
  const text = (name: keyof Values) => String(data.get(name) ?? '')
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
  }
}

/**
 * The quote request form: idle → submitting ('Sending...') → the spec's success or error message.
 * `trailerFromAddress` (the /contact page) takes the unit from `?trailer=` once the form is in the
 * browser, so one static page serves every unit and nothing the visitor already typed is replaced.
 */
export function QuoteForm({
  trailer,
  trailerFromAddress = false,
}: {
  trailer?: string
  trailerFromAddress?: boolean
}) {
  const [values, setValues] = useState<Values>(empty)
  const [aboutTrailer, setAboutTrailer] = useState(trailer)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    // A visitor on a slow phone may type before the scripts run: that is in the fields, not yet
    // in the state, and the state's next render would wipe it. The fields and the address exist
    // only in the browser, so this is the one place to read them into the state. The message
    // is served empty and prefilled here: React puts a served text back when it hydrates.
    const typed = readFields(formRef.current)
    const fromAddress = trailerFromAddress
      ? trailerFromQuery(new URLSearchParams(window.location.search).get('trailer'))
      : undefined
    /* eslint-disable react-hooks/set-state-in-effect -- syncing from the DOM, once, after hydration */
    if (fromAddress) setAboutTrailer(fromAddress)
    setValues({ ...typed, message: typed.message || prefilledMessage(fromAddress ?? trailer) })
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [trailer, trailerFromAddress])
  const [submitting, setSubmitting] = useState(false)
  const [result, setResult] = useState<string | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const id = useId()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitting(true)
    setResult(null)
    const outcome = await send({
      ...values,
      trailer: aboutTrailer,
      website: honeypot.current?.value ?? '',
      source: browserLeadSource(window.location, document.referrer, landingAddress()),
    })
    setResult(outcome.message)
    if (outcome.clearForm) {
      setValues(empty)
      setAboutTrailer(undefined)
    }
    setSubmitting(false)
  }

  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    maxLength: quoteLimits[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  })

  return (
    // Without JavaScript the browser posts the same fields (ADR 0031).
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      action="/api/contact"
      onSubmit={onSubmit}
      aria-describedby={`${id}-note`}
    >
      {aboutTrailer && <input type="hidden" name="trailer" value={aboutTrailer} />}
      <p id={`${id}-note`} className={styles.note}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
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
          rows={5}
          required
          placeholder="Tell us about your boat (make, length, weight) and the trailer you need."
        />
      </div>
      <div className={outcome.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          ref={honeypot}
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? 'Sending...' : 'Request a Quote'}
      </button>
      <div aria-live="polite" className={styles.live}>
        {result && (
          <p className={outcome.message} data-tone={quoteMessageTone(result)}>
            {result}
          </p>
        )}
      </div>
    </form>
  )
}
