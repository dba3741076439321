import { ContactFields } from '@/components/leads/LeadFormFields'
import type { TypedForm } from '@/lib/leads/typed-form'

import formStyles from '@/components/leads/LeadForm.module.css'
import styles from '@/components/reservations/Reserve.module.css'
import { PrivacyLink } from '@/components/privacy/PrivacyLink'

/**
 * The reserve form: who reserves, and the terms accepted, posted as a plain form to
 * /api/reservations, which sends the browser on to the provider's payment page (ADR 0063). A
 * refused post comes back with what was typed and each problem beside its field.
 */
export function ReserveForm({ unitId, typed }: { unitId: number; typed: TypedForm | null }) {
  const problems = Object.keys(typed?.errors ?? {}).length
  return (
    <form
      id="reserve-form"
      className={formStyles.form}
      method="post"
      action="/api/reservations"
      aria-describedby="reserve-note"
    >
      <input type="hidden" name="unit" value={unitId} />
      {problems > 0 && (
        <p className={formStyles.summary} role="alert">
          Nothing was reserved: please check the {problems === 1 ? 'field' : 'fields'} marked below.
        </p>
      )}
      <p id="reserve-note" className={formStyles.note}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
        <PrivacyLink />
      </p>
      <ContactFields typed={typed} />
      <label className={styles.accept}>
        <input type="checkbox" name="accept" value="yes" required />
        <span>
          I have read the terms of the deposit above and accept them{' '}
          <span aria-hidden="true">*</span>
        </span>
      </label>
      <button type="submit" className="btn btn-primary">
        Continue to secure payment
      </button>
    </form>
  )
}
