import type { ReactNode } from 'react'

import { TextMeOffer } from '@/components/forms/TextMeOffer'
import { LeadSourceFields } from '@/components/leads/LeadSourceFields.client'
import { sourceFieldPrefix } from '@/lib/leads/form-fields'
import { financeTerms } from '@/lib/leads/kinds/finance'
import { typedValue, typedValues, type TypedForm } from '@/lib/leads/typed-form'
import { leadFormAnchor } from '@/server/leads/form-post'
import { leadLimits } from '@/lib/leads/limits'

import outcome from '@/components/ui/FormOutcome.module.css'
import styles from './LeadForm.module.css'
import { PrivacyLink } from '@/components/privacy/PrivacyLink'

/*
 * The parts of the finance, service, parts and trade-in forms. Server components: the forms are plain HTML
 * posts, filled in again from what a refused post typed, each problem beside its field
 * (aria-invalid and aria-describedby, so a screen reader reads it with the field).
 */

const idOf = (name: string) => `field-${name.replace(/[^a-z0-9]+/gi, '-')}`

function FieldError({ name, typed }: { name: string; typed: TypedForm | null }) {
  const error = typed?.errors[name]
  return error ? (
    <p id={`${idOf(name)}-error`} className={styles.error}>
      {error}
    </p>
  ) : null
}

const described = (name: string, typed: TypedForm | null, hint?: string) => {
  const ids = [hint && `${idOf(name)}-hint`, typed?.errors[name] && `${idOf(name)}-error`]
  const list = ids.filter(Boolean).join(' ')
  return {
    'aria-invalid': typed?.errors[name] ? (true as const) : undefined,
    'aria-describedby': list || undefined,
  }
}

const Required = () => (
  <>
    {' '}
    <span aria-hidden="true">*</span>
  </>
)

type FieldProps = {
  name: string
  label: string
  typed: TypedForm | null
  required?: boolean
  hint?: string
}

/* A field's hint, which the field names as its description (`described`). */
function FieldHint({ name, hint }: Pick<FieldProps, 'name' | 'hint'>) {
  return hint ? (
    <p id={`${idOf(name)}-hint`} className={styles.hint}>
      {hint}
    </p>
  ) : null
}

/* A field's label, marked when required, and its hint. */
function FieldLabel({ name, label, required, hint }: Omit<FieldProps, 'typed'>) {
  return (
    <>
      <label htmlFor={idOf(name)}>
        {label}
        {required && <Required />}
      </label>
      <FieldHint name={name} hint={hint} />
    </>
  )
}

export function TextField({
  type = 'text',
  autoComplete,
  maxLength,
  inputMode,
  min,
  max,
  step,
  ...field
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'number'
  autoComplete?: string
  maxLength?: number
  inputMode?: 'numeric' | 'decimal'
  min?: number
  max?: number
  step?: number | 'any'
}) {
  const { name, label, typed, required, hint } = field
  return (
    <div className={styles.row}>
      <FieldLabel name={name} label={label} required={required} hint={hint} />
      <input
        id={idOf(name)}
        name={name}
        type={type}
        defaultValue={typedValue(typed, name)}
        required={required}
        {...{ autoComplete, maxLength, inputMode, min, max, step }}
        {...described(name, typed, hint)}
      />
      <FieldError name={name} typed={typed} />
    </div>
  )
}

export function TextArea({ rows = 4, ...field }: FieldProps & { rows?: number }) {
  const { name, label, typed, required, hint } = field
  return (
    <div className={styles.row}>
      <FieldLabel name={name} label={label} required={required} hint={hint} />
      <textarea
        id={idOf(name)}
        name={name}
        rows={rows}
        maxLength={leadLimits.message}
        defaultValue={typedValue(typed, name)}
        required={required}
        {...described(name, typed, hint)}
      />
      <FieldError name={name} typed={typed} />
    </div>
  )
}

export function SelectField({
  options,
  placeholder,
  ...field
}: FieldProps & { options: { value: string; label: string }[]; placeholder: string }) {
  const { name, label, typed, required, hint } = field
  return (
    <div className={styles.row}>
      <FieldLabel name={name} label={label} required={required} hint={hint} />
      <select
        id={idOf(name)}
        name={name}
        defaultValue={typedValue(typed, name)}
        required={required}
        {...described(name, typed, hint)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} typed={typed} />
    </div>
  )
}

/** Checkboxes (several) or radio buttons (one) in a fieldset named by its legend. */
/** A loan's term, as the finance inquiry and a unit page's payment calculator both offer it. */
export function TermField({ name, typed }: { name: string; typed: TypedForm | null }) {
  return (
    <SelectField
      name={name}
      label="Term"
      placeholder="Choose…"
      required
      typed={typed}
      options={financeTerms.map((months) => ({ value: String(months), label: `${months} months` }))}
    />
  )
}

export function Choices({
  multiple,
  options,
  ...field
}: FieldProps & { multiple: boolean; options: { value: string; label: string }[] }) {
  const { name, label, typed, required, hint } = field
  const chosen = typedValues(typed, name)
  return (
    <fieldset className={styles.group} {...described(name, typed, hint)}>
      <legend>
        {label}
        {required && <Required />}
      </legend>
      <FieldHint name={name} hint={hint} />
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option.value}
            defaultChecked={chosen.includes(option.value)}
            required={required && !multiple}
          />
          {option.label}
        </label>
      ))}
      <FieldError name={name} typed={typed} />
    </fieldset>
  )
}

/** The file input of a form with photos: the phone offers its camera and its library. */
export function PhotoField({ max, ...field }: FieldProps & { max: number }) {
  const { name, label, typed, hint } = field
  return (
    <div className={styles.row}>
      <FieldLabel name={name} label={label} hint={hint} />
      <input
        id={idOf(name)}
        name={name}
        type="file"
        accept="image/*"
        multiple={max > 1}
        {...described(name, typed, hint)}
      />
      <FieldError name={name} typed={typed} />
    </div>
  )
}

/** Who is asking: the quote form's name, e-mail and phone, under the same names and limits. */
export function ContactFields({ typed }: { typed: TypedForm | null }) {
  return (
    <>
      <TextField
        name="name"
        label="Name"
        typed={typed}
        required
        autoComplete="name"
        maxLength={leadLimits.name}
      />
      <div className={styles.pair}>
        <TextField
          name="email"
          label="Email"
          type="email"
          typed={typed}
          required
          autoComplete="email"
          maxLength={leadLimits.email}
        />
        <TextField
          name="phone"
          label="Phone (optional)"
          type="tel"
          typed={typed}
          autoComplete="tel"
          maxLength={leadLimits.phone}
        />
      </div>
    </>
  )
}

/** The shopper's trailer: make, model, year and an optional VIN. */
export function OwnTrailerFields({ typed }: { typed: TypedForm | null }) {
  return (
    <>
      <div className={styles.pair}>
        <TextField
          name="details.trailerMake"
          label="Trailer make"
          typed={typed}
          required
          maxLength={60}
        />
        <TextField
          name="details.trailerModel"
          label="Trailer model"
          typed={typed}
          required
          maxLength={60}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          name="details.trailerYear"
          label="Trailer year"
          type="number"
          inputMode="numeric"
          min={1950}
          max={new Date().getUTCFullYear() + 1}
          typed={typed}
          required
        />
        <TextField name="details.vin" label="VIN (optional)" typed={typed} maxLength={17} />
      </div>
    </>
  )
}

/** The form around the fields: its plain post, the note on required fields, the refusal. */
export function LeadForm({
  kind,
  action,
  multipart = false,
  typed,
  submit,
  children,
}: {
  kind: string
  action: string
  multipart?: boolean
  typed: TypedForm | null
  submit: string
  children: ReactNode
}) {
  // A refused post comes back with the source it carried, not the address it came back to.
  const typedSource = Object.entries(typed?.values ?? {}).filter(([name]) =>
    name.startsWith(sourceFieldPrefix),
  )
  return (
    <form
      id={leadFormAnchor}
      className={styles.form}
      method="post"
      action={action}
      encType={multipart ? 'multipart/form-data' : undefined}
      aria-describedby="form-note"
    >
      <input type="hidden" name="kind" value={kind} />
      {typedSource.length > 0 ? (
        typedSource.map(([name, [value]]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))
      ) : (
        <LeadSourceFields />
      )}
      {typed && Object.keys(typed.errors).length > 0 && (
        <p className={styles.summary} role="alert">
          Your {kind.replace('-', ' ')} request was not sent: please check the{' '}
          {Object.keys(typed.errors).length === 1 ? 'field' : 'fields'} marked below.
          {multipart ? ' Choose the photos again.' : ''}
        </p>
      )}
      <p id="form-note" className={styles.note}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
        <PrivacyLink />
      </p>
      {children}
      <TextMeOffer />
      <div className={outcome.trap} aria-hidden="true">
        <label htmlFor="field-website">Leave this field empty</label>
        <input id="field-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="btn btn-primary">
        {submit}
      </button>
    </form>
  )
}
