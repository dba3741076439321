/** An HTML page's text as a reader sees it: no tags, no comment markers React puts between parts. */
export function visibleText(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
}
