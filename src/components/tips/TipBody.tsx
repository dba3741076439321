import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import {
  RichText,
  type JSXConverter,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import { safeHref } from '@/lib/safe-href'
import type { Tip } from '@/payload-types'

import styles from '@/components/tips/TipBody.module.css'

/* Guides link to web pages, mail and phone only; anything else keeps its text but loses the link. */
const safeLink: JSXConverter<SerializedLinkNode | SerializedAutoLinkNode> = ({
  node,
  nodesToJSX,
}) => {
  const children = nodesToJSX({ nodes: node.children })
  const href = node.fields.linkType === 'internal' ? undefined : safeHref(node.fields.url)
  if (!href) return <>{children}</>
  const newTab = Boolean(node.fields.newTab)
  return (
    <a
      href={href}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  )
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: safeLink,
  autolink: safeLink,
})

/** A guide's rich text, rendered on the server with Payload's Lexical converters. */
export function TipBody({ body }: { body: Tip['body'] }) {
  return <RichText data={body} converters={converters} className={styles.body} />
}
