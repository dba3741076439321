/*
 * A page's own HTML with nothing of its JavaScript: every <script> element (Next's runtime, the
 * page's RSC payload, JSON-LD) and every hint that fetches a script early. What is left is the
 * page as its server rendered it, with its styles, fonts and images: the limit its LCP can reach.
 */
const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const linkElement = /<link\b[^>]*>/gi

const fetchesScript = (link: string) =>
  /\brel=["']?modulepreload\b/i.test(link) ||
  (/\brel=["']?preload\b/i.test(link) && /\bas=["']?script\b/i.test(link))

export function withoutScripts(html: string): string {
  return html
    .replace(scriptElement, '')
    .replace(linkElement, (link) => (fetchesScript(link) ? '' : link))
}
