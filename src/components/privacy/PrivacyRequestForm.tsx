import formStyles from '@/components/leads/LeadForm.module.css'
import outcome from '@/components/ui/FormOutcome.module.css'
import {
  codeDigits,
  codeLifetimeMs,
  requestErrors,
  requestKinds,
  type RequestError,
} from '@/lib/privacy/requests'

/**
 * The privacy request form, a plain form posted to /api/privacy-requests (ADR 0065, 0068): what
 * the shopper asks for and the address, or the mobile number when the site can text, that
 * confirms it. A refusal comes back as its code; nothing typed comes back in the address.
 */
export function PrivacyRequestForm({
  error,
  byText,
}: {
  error: RequestError | null
  /** Whether the site can text a code: else the form asks for an address only. */
  byText: boolean
}) {
  return (
    <form
      className={formStyles.form}
      method="post"
      action="/api/privacy-requests"
      aria-describedby="privacy-request-note"
    >
      {error && (
        <p className={formStyles.summary} role="alert">
          {requestErrors[error]}
        </p>
      )}
      <p id="privacy-request-note" className={formStyles.note}>
        {byText
          ? 'We e-mail you a link, or text you a code, to confirm that the address or number is yours; nothing happens before you confirm.'
          : 'We e-mail you a link to confirm that the address is yours; nothing happens before you confirm.'}{' '}
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <fieldset className={formStyles.group}>
        <legend>
          What are you asking for? <span aria-hidden="true">*</span>
        </legend>
        {Object.entries(requestKinds).map(([value, label], index) => (
          <label key={value} className={formStyles.choice}>
            <input type="radio" name="kind" value={value} required defaultChecked={index === 0} />
            {label}
          </label>
        ))}
      </fieldset>
      <div className={formStyles.row}>
        <label htmlFor="privacy-email">
          Your e-mail address {!byText && <span aria-hidden="true">*</span>}
        </label>
        <input
          id="privacy-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required={!byText}
          aria-describedby="privacy-email-hint"
          aria-invalid={error === 'invalid' || error === 'either' || undefined}
        />
        <p id="privacy-email-hint" className={formStyles.hint}>
          {byText
            ? 'The address you used with us: we find what we hold by it. Or leave it empty and give your mobile number below.'
            : 'The address you used with us: we find what we hold by it.'}
        </p>
      </div>
      {byText && (
        <div className={formStyles.row}>
          <label htmlFor="privacy-phone">Or your mobile number</label>
          <input
            id="privacy-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            aria-describedby="privacy-phone-hint"
            aria-invalid={
              error === 'phone' || error === 'mobile' || error === 'either' || undefined
            }
          />
          <p id="privacy-phone-hint" className={formStyles.hint}>
            A US or Canadian mobile number you used with us: we text it a code. We find what we hold
            by the number.
          </p>
        </div>
      )}
      <div className={formStyles.row}>
        <label htmlFor="privacy-details">What should we correct?</label>
        <textarea
          id="privacy-details"
          name="details"
          rows={4}
          maxLength={2000}
          aria-describedby="privacy-details-hint"
          aria-invalid={error === 'details' || undefined}
        />
        <p id="privacy-details-hint" className={formStyles.hint}>
          Only for a correction: what is wrong and what it should say.
        </p>
      </div>
      <div className={outcome.trap} aria-hidden="true">
        <label htmlFor="privacy-website">Leave this field empty</label>
        <input id="privacy-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="btn btn-primary">
        Send my request
      </button>
    </form>
  )
}

/**
 * The second step by mobile number (ADR 0068): the texted code, posted with the key of this page
 * to /api/privacy-requests/code. The same for every number the form took.
 */
export function PrivacyCodeForm({ pageKey, wrong }: { pageKey: string; wrong: boolean }) {
  return (
    <form className={formStyles.form} method="post" action="/api/privacy-requests/code">
      {wrong && (
        <p className={formStyles.summary} role="alert">
          {requestErrors.code}
        </p>
      )}
      <input type="hidden" name="key" value={pageKey} />
      <div className={formStyles.row}>
        <label htmlFor="privacy-code">
          The code we texted you <span aria-hidden="true">*</span>
        </label>
        <input
          id="privacy-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`\\s*\\d{${codeDigits}}\\s*`}
          maxLength={12}
          required
          aria-describedby="privacy-code-hint"
          aria-invalid={wrong || undefined}
        />
        <p id="privacy-code-hint" className={formStyles.hint}>
          {codeDigits} digits. It works once, within {codeLifetimeMs / 60_000} minutes.
        </p>
      </div>
      <button type="submit" className="btn btn-primary">
        Confirm my request
      </button>
    </form>
  )
}
