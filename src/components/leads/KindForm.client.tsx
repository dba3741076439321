'use client'

import {
  createContext,
  useContext,
  useId,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react'

import type { KindFormState } from '@/components/leads/refused-form'
import { browserLeadSource, landingAddress } from '@/lib/leads/browser-source'
import { nestDetails } from '@/lib/leads/form-fields'
import type { FieldErrors } from '@/lib/leads/lead-request'
import { quoteLimits } from '@/lib/quote/limits'
import { jsonOrNull, quoteMessages } from '@/lib/quote/messages'

import outcome from '@/components/ui/FormOutcome.module.css'
import styles from './KindForm.module.css'

/** The element id a refused post without JavaScript lands on (src/server/leads/form-post.ts). */
const formAnchor = 'lead-form'

const FormState = createContext<KindFormState & { idPrefix: string }>({
  typed: {},
  errors: {},
  idPrefix: '',
})

const sentMessage = 'Thank you! Your request has been sent. We will contact you soon.'

type FieldProps = {
  name: string
  label: string
  required?: boolean
  hint?: string
} & (
  | ({ as?: 'input' } & Pick<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'inputMode' | 'autoComplete' | 'min' | 'max' | 'step' | 'maxLength'
    >)
  | { as: 'select'; options: { value: string; label: string }[] }
  | { as: 'textarea'; maxLength?: number }
)

/**
 * One field of a kind's form: its label, what was typed before a refusal, and the server's
 * message for it beside it (aria-invalid, aria-describedby), with or without JavaScript.
 */
export function KindField(props: FieldProps) {
  const { typed, errors, idPrefix } = useContext(FormState)
  const id = `${idPrefix}-${props.name.replace(/\W/g, '-')}`
  const error = errors[props.name]
  const described = [props.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  const common = {
    id,
    name: props.name,
    required: props.required,
    defaultValue: typed[props.name],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  }
  return (
    <div className={styles.row}>
      <label htmlFor={id}>
        {props.label}
        {props.required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <span className={styles.optional}> (optional)</span>
        )}
      </label>
      {props.hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {props.hint}
        </p>
      )}
      {props.as === 'select' ? (
        <select {...common} defaultValue={typed[props.name] ?? ''}>
          <option value="">Choose…</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : props.as === 'textarea' ? (
        <textarea {...common} rows={4} maxLength={props.maxLength} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          min={props.min}
          max={props.max}
          step={props.step}
          maxLength={props.maxLength}
        />
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

type Props = KindFormState & {
  kind: string
  submitLabel: string
  /** The unit the form is about, as the quote form names it. */
  trailer?: string
  /** Whether the shopper may leave the message empty (the kind sums up its details). */
  messageOptional?: boolean
  /** The server's 'Text me' offer (TextMeOffer). */
  textMe?: ReactNode
  children: ReactNode
}

/**
 * A lead form of any kind (ADR 0044): the quote form's contact fields, the kind's own fields
 * (KindField, named `details.<field>`) and one post to /api/contact. With JavaScript it sends the
 * same request as JSON and puts the server's messages beside the fields; without, the browser
 * posts it and a refusal comes back to this page with what was typed.
 */
export function KindForm({
  kind,
  submitLabel,
  trailer,
  messageOptional = false,
  textMe,
  typed,
  errors: served,
  children,
}: Props) {
  const idPrefix = useId()
  const [errors, setErrors] = useState<FieldErrors>(served)
  const [submitting, setSubmitting] = useState(false)
  const [result, setResult] = useState<{ text: string; ok: boolean } | null>(null)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const fields = Object.fromEntries(
      [...new FormData(form)].map(([name, value]) => [name, String(value)]),
    )
    setSubmitting(true)
    setResult(null)
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...nestDetails(fields),
          source: browserLeadSource(window.location, document.referrer, landingAddress()),
        }),
      })
      const body = jsonOrNull(await response.text()) as {
        error?: string
        fields?: FieldErrors
      } | null
      if (response.ok) {
        setErrors({})
        setResult({ text: sentMessage, ok: true })
        form.reset()
      } else {
        setErrors(body?.fields ?? {})
        setResult({ text: body?.error ?? quoteMessages.failed, ok: false })
        const first = body?.fields && Object.keys(body.fields)[0]
        if (first) form.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus()
      }
    } catch {
      setResult({ text: quoteMessages.failed, ok: false })
    } finally {
      setSubmitting(false)
    }
  }

  const formError = errors.form ?? errors.details ?? errors.kind
  return (
    <FormState.Provider value={{ typed, errors, idPrefix }}>
      <form
        id={formAnchor}
        className={styles.form}
        method="post"
        action="/api/contact"
        onSubmit={onSubmit}
        aria-describedby={`${idPrefix}-note`}
      >
        <input type="hidden" name="kind" value={kind} />
        {trailer && <input type="hidden" name="trailer" value={trailer} />}
        <p id={`${idPrefix}-note`} className={styles.note}>
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
        {formError && (
          <p role="alert" className={styles.error}>
            {formError}
          </p>
        )}
        <KindField
          name="name"
          label="Name"
          required
          autoComplete="name"
          maxLength={quoteLimits.name}
        />
        <KindField
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={quoteLimits.email}
        />
        <KindField
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={quoteLimits.phone}
        />
        {children}
        <KindField
          as="textarea"
          name="message"
          label="Message"
          required={!messageOptional}
          maxLength={quoteLimits.message}
        />
        {textMe}
        <div className={outcome.trap} aria-hidden="true">
          <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
          <input id={`${idPrefix}-website`} name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Sending...' : submitLabel}
        </button>
        <div aria-live="polite">
          {result && (
            <p className={outcome.message} data-tone={result.ok ? 'success' : 'error'}>
              {result.text}
            </p>
          )}
        </div>
      </form>
    </FormState.Provider>
  )
}
