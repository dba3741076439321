const allowedProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/*
 * A stand-in origin to resolve site paths against: a browser reads `/\host` and `/<tab>/host` as
 * `//host`, another site, so a path passes only when it stays on this one.
 */
const thisSite = 'https://this-site.invalid'

/**
 * The href to render for a URL stored by an editor, or undefined when it must not become a link:
 * only web, mail and phone links and same-site paths pass. Payload's link field keeps URLs such as
 * `javascript:window.open` (they look like host names to its check), and data written outside the
 * editor never passed that check at all, so the renderer decides.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim()
  if (!trimmed) return undefined
  try {
    if (/^[/#?]/.test(trimmed)) {
      return new URL(trimmed, thisSite).origin === thisSite ? trimmed : undefined
    }
    return allowedProtocols.has(new URL(trimmed).protocol) ? trimmed : undefined
  } catch {
    return undefined
  }
}
