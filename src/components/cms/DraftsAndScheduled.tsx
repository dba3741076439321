import type { CollectionSlug, Payload } from 'payload'

import { dealerDateTime } from '@/lib/leads/business-hours'

/* The collections with drafts (ADR 0038) and how the dashboard names them. */
const drafted: [CollectionSlug, string, string][] = [
  ['catalogue-pages', 'Catalogue page', 'title'],
  ['trailer-models', 'Trailer model', 'model'],
  ['accessories', 'Accessory', 'title'],
  ['tips', 'Tip', 'title'],
  ['categories', 'Category', 'name'],
]

type ScheduleInput = {
  type?: 'publish' | 'unpublish'
  doc?: { relationTo: string; value: string | number }
  global?: string
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
  const scheduled = jobs.map((job) => {
    const input = (job.input ?? {}) as ScheduleInput
    const target = input.doc
      ? {
          href: `/cms/collections/${input.doc.relationTo}/${input.doc.value}`,
          name: `${input.doc.relationTo} ${input.doc.value}`,
        }
      : { href: `/cms/globals/${input.global}`, name: String(input.global) }
    return {
      ...target,
      text: `${input.type === 'unpublish' ? 'Unpublish' : 'Publish'} ${target.name}`,
      at: job.waitUntil,
    }
  })
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
      <h2>Scheduled</h2>
      {scheduled.length === 0 ? (
        <p>Nothing scheduled.</p>
      ) : (
        <ul>
          {scheduled.map((item) => (
            <li key={`${item.href}-${item.at}`}>
              <a href={item.href}>{item.text}</a>
              {item.at && ` at ${dealerDateTime(item.at)}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
