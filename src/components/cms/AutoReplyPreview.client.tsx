'use client'

import { useFormFields } from '@payloadcms/ui'
import { useId, useState } from 'react'

import styles from '@/components/cms/AutoReplyPreview.module.css'
import { autoReplyEmail, replyTextsFor, type KindReply } from '@/lib/leads/auto-reply'
import { leadKindLabels, leadKinds, type LeadKind } from '@/lib/leads/kinds'

// A Saturday 10:15 AM in Edgewater: the preview shows how 'by when' reads.
const sampleDeadline = new Date('2025-11-15T15:15:00Z')

const sample = {
  name: 'Pat Boater',
  ownerFirstName: 'Sam',
  by: sampleDeadline,
  unit: {
    name: '2025 Tandem Axle Aluminum Bunk 22',
    stockNumber: 'VT-1042',
    price: 6495,
    url: 'https://example.com/inventory/1042?utm_source=lead_autoreply',
  },
  dealer: {
    name: '(business name, phone, address and hours from the site settings)',
    phone: '',
    address: '',
    hours: [],
  },
}

/**
 * What a shopper receives with the settings as they are in the form, before they are saved: the
 * subject, the text part and the HTML part, with a made-up shopper, unit and owner. The HTML part
 * is shown in a sandboxed frame, as a mail program would: nothing in it runs or reaches the CMS.
 */
export function AutoReplyPreview() {
  const [kind, setKind] = useState<LeadKind>('quote')
  const kindId = useId()
  const settings = useFormFields(([fields]) => ({
    subject: fields['routing.replySubject']?.value as string | undefined,
    opening: fields['routing.replyOpening']?.value as string | undefined,
    signature: fields['routing.replySignature']?.value as string | undefined,
    on: fields['routing.autoReply']?.value as boolean | undefined,
  }))
  // The per-kind rows as they are in the form: Payload names an array's fields by row number.
  const rows = useFormFields(([fields]) => {
    const count = Number(fields['routing.replyByKind']?.value ?? 0)
    return Array.from({ length: count }, (_, row): KindReply => {
      const field = (name: string) => fields[`routing.replyByKind.${row}.${name}`]?.value
      return {
        kind: String(field('kind') ?? ''),
        subject: field('subject') as string | undefined,
        opening: field('opening') as string | undefined,
      }
    })
  })
  const mail = autoReplyEmail({ ...sample, settings: replyTextsFor(settings, rows, kind) })
  return (
    <section aria-labelledby="auto-reply-preview" className="field-type">
      <h3 id="auto-reply-preview">Preview of the reply</h3>
      {settings.on === false && <p>The reply is off: shoppers get no e-mail.</p>}
      <p>
        <label htmlFor={kindId}>Preview the reply to a lead of kind </label>
        <select
          id={kindId}
          value={kind}
          onChange={(event) => setKind(event.target.value as LeadKind)}
        >
          {leadKinds.map((value) => (
            <option key={value} value={value}>
              {leadKindLabels[value]}
            </option>
          ))}
        </select>
      </p>
      <p>
        <strong>Subject:</strong> {mail.subject}
      </p>
      <h4>Text part</h4>
      <pre className={styles.text}>{mail.text}</pre>
      <h4>HTML part</h4>
      <iframe
        className={styles.html}
        sandbox=""
        srcDoc={mail.html}
        title="The reply's HTML part, as a mail program shows it"
      />
    </section>
  )
}
