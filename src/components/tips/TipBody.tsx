import { RichText } from '@payloadcms/richtext-lexical/react'

import type { Tip } from '@/payload-types'

import styles from '@/components/tips/TipBody.module.css'

/** A guide's rich text, rendered on the server with Payload's own Lexical converters. */
export function TipBody({ body }: { body: Tip['body'] }) {
  return <RichText data={body} className={styles.body} />
}
