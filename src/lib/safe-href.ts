const allowedProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * The href to render for a URL stored by an editor, or undefined when it must not become a link:
 * only web, mail and phone links and same-site paths pass. Payload's link field keeps URLs such as
 * `javascript:window.open` (they look like host names to its check), and data written outside the
 * editor never passed that check at all, so the renderer decides.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim()
  if (!trimmed) return undefined
  if (/^[/#?]/.test(trimmed)) return trimmed.startsWith('//') ? undefined : trimmed
  try {
    return allowedProtocols.has(new URL(trimmed).protocol) ? trimmed : undefined
  } catch {
    return undefined
  }
}
