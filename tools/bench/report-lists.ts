import type { ListTransfers } from './results'

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** What the list at scale costs a browser (ADR 0028), for bench/RESULTS.md. */
export function listsSection(lists: ListTransfers | undefined): string[] {
  if (!lists) return ['## The list at scale', '', 'Not measured (see the errors above).']
  return [
    '## The list at scale',
    '',
    `Through the front door, gzipped: GET /api/inventory ${kb(lists.listBytes)} KB; again with its ` +
      `ETag, ${lists.revalidationStatus} with ${kb(lists.revalidationBytes)} KB; a phone's first ` +
      `three reads on /inventory (narrow to tandem axles, sort by price, show more) ` +
      `${kb(lists.pagedBytes)} KB in all.`,
  ]
}
