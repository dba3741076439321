import formStyles from '@/components/leads/LeadForm.module.css'
import outcome from '@/components/ui/FormOutcome.module.css'
import { requestErrors, requestKinds, type RequestError } from '@/lib/privacy/requests'

/**
 * The privacy request form, a plain form posted to /api/privacy-requests (ADR 0065): what the
 * shopper asks for and the address that confirms it. A refusal comes back as its code; nothing
 * typed comes back in the address.
 */
export function PrivacyRequestForm({ error }: { error: RequestError | null }) {
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
        We e-mail you a link to confirm that the address is yours; nothing happens before you
        confirm. Fields marked <span aria-hidden="true">*</span>
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
          Your e-mail address <span aria-hidden="true">*</span>
        </label>
        <input
          id="privacy-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          aria-describedby="privacy-email-hint"
        />
        <p id="privacy-email-hint" className={formStyles.hint}>
          The address you used with us: we find what we hold by it.
        </p>
      </div>
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
