'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { mobileField, textConsentLine, textMeField } from '@/lib/texting/consent'

import styles from './TextMeFieldset.module.css'

/**
 * 'Text me' for any lead form (ADR 0046): unticked by default, a mobile number needed once ticked,
 * and the consent line in plain words, which the server stores with the lead as shown. Plain
 * form fields, so a form posted without JavaScript sends them too.
 */
export function TextMeFieldset() {
  const id = useId()
  const [on, setOn] = useState(false)
  const box = useRef<HTMLInputElement>(null)
  // A form cleared after it was sent unticks the box: the number is no longer required.
  useEffect(() => {
    const form = box.current?.form
    const untick = () => setOn(false)
    form?.addEventListener('reset', untick)
    return () => form?.removeEventListener('reset', untick)
  }, [])
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Text me</legend>
      <div className={styles.check}>
        <input
          ref={box}
          id={`${id}-on`}
          type="checkbox"
          name={textMeField}
          value="true"
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
          aria-describedby={`${id}-consent`}
        />
        <label htmlFor={`${id}-on`}>Text me about this request</label>
      </div>
      <div className={styles.row}>
        <label htmlFor={`${id}-mobile`}>Mobile number{on ? '' : ' (if you tick Text me)'}</label>
        <input
          id={`${id}-mobile`}
          name={mobileField}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={32}
          required={on}
        />
      </div>
      <p id={`${id}-consent`} className={styles.consent}>
        {textConsentLine}
      </p>
    </fieldset>
  )
}
