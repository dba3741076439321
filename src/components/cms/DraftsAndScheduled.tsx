import type { CollectionSlug, Payload } from 'payload'

import { dealerDateTime } from '@/lib/leads/business-hours'
import type { ScheduleInput } from '@/server/content/scheduled'

/* The collections with drafts (ADR 0038) and how the dashboard names them. */
const drafted: [CollectionSlug, string, string][] = [
  ['catalogue-pages', 'Catalogue page', 'title'],
  ['trailer-models', 'Trailer model', 'model'],
  ['accessories', 'Accessory', 'title'],
  ['tips', 'Tip', 'title'],
  ['categories', 'Category', 'name'],
]

/* A scheduled document's name as the dashboard says it: Tip “Spring Launch Checklist”. */
async function scheduledName(payload: Payload, input: ScheduleInput): Promise<string> {
  if (!input.doc) {
    const global = payload.config.globals.find((g) => g.slug === input.global)
    return String(global?.label ?? input.global)
  }
  const [collection, label, title] = drafted.find(([slug]) => slug === input.doc?.relationTo) ?? []
  if (!collection || !label || !title) return `${input.doc.relationTo} ${input.doc.value}`
  const doc = (await payload
    .findByID({ collection, id: input.doc.value, depth: 0, draft: true, select: { [title]: true } })
    .catch(() => null)) as Record<string, unknown> | null
  return typeof doc?.[title] === 'string' ? `${label} “${doc[title]}”` : label
}

/**
 * On the CMS dashboard, under the collections: what is saved as a draft and not published yet,
 * and what is scheduled to be published or unpublished, each linked to its edit screen.
 */
export async function DraftsAndScheduled({ payload }: { payload: Payload }) {
  const drafts = (
    await Promise.all(
      drafted.map(async ([collection, label, title]) => {
        const { docs } = await payload.find({
          collection,
          draft: true,
          where: { _status: { equals: 'draft' } },
          depth: 0,
          limit: 20,
          sort: '-updatedAt',
        })
        // The generated types cannot follow a collection chosen at run time.
        return (docs as unknown as Record<string, string>[]).map((doc) => ({
          href: `/cms/collections/${collection}/${doc.id}`,
          text: `${label}: ${doc[title] ?? doc.id}`,
          updatedAt: doc.updatedAt,
        }))
      }),
    )
  ).flat()
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }],
    },
    sort: 'waitUntil',
    limit: 20,
    depth: 0,
  })
  const scheduled = await Promise.all(
    jobs.map(async (job) => {
      const input = (job.input ?? {}) as ScheduleInput
      const href = input.doc
        ? `/cms/collections/${input.doc.relationTo}/${input.doc.value}`
        : `/cms/globals/${input.global}`
      const name = await scheduledName(payload, input)
      return {
        id: job.id,
        href,
        text: `${input.type === 'unpublish' ? 'Unpublish' : 'Publish'} ${name}`,
        at: job.waitUntil,
      }
    }),
  )
  return (
    <section aria-labelledby="drafts-heading" style={{ marginTop: 'var(--base)' }}>
      <h2 id="drafts-heading">Drafts not yet published</h2>
      {drafts.length === 0 ? (
        <p>Nothing in draft.</p>
      ) : (
        <ul>
          {drafts.map((draft) => (
            <li key={draft.href}>
              <a href={draft.href}>{draft.text}</a> (saved {dealerDateTime(draft.updatedAt)})
            </li>
          ))}
        </ul>
      )}
      <h2 id="scheduled-heading">Scheduled</h2>
      {scheduled.length === 0 ? (
        <p>Nothing scheduled.</p>
      ) : (
        <ul>
          {scheduled.map((item) => (
            <li key={item.id} style={{ marginBottom: 'calc(var(--base) / 2)' }}>
              <a href={item.href}>{item.text}</a>
              {item.at && ` at ${dealerDateTime(item.at)}`}{' '}
              {/* A plain form: cancelling works before the dashboard's scripts have loaded. */}
              <form
                method="post"
                action={`/api/schedule/${item.id}/cancel`}
                style={{ display: 'inline' }}
              >
                <button
                  type="submit"
                  aria-label={`Cancel: ${item.text}`}
                  style={{ minHeight: 44, minWidth: 44, marginLeft: 8 }}
                >
                  Cancel
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
