import type { Field, PayloadRequest } from 'payload'

/*
 * Where a picture of the media library is used, so one still shown on a page is not deleted
 * without saying where (issue 52 item 8). Found from the config, not a hand-kept list: every
 * upload or relationship field to `media`, at any depth of groups, tabs, arrays and blocks, in
 * every collection and global.
 */
type Path = string[]

function mediaPaths(fields: readonly Field[], prefix: Path = []): Path[] {
  const paths: Path[] = []
  for (const field of fields) {
    switch (field.type) {
      case 'upload':
      case 'relationship':
        if (field.relationTo === 'media') paths.push([...prefix, field.name])
        break
      case 'group':
        paths.push(...mediaPaths(field.fields, 'name' in field ? [...prefix, field.name] : prefix))
        break
      case 'array':
        paths.push(...mediaPaths(field.fields, [...prefix, field.name]))
        break
      case 'blocks':
        for (const block of field.blocks) {
          paths.push(...mediaPaths(block.fields, [...prefix, field.name]))
        }
        break
      case 'tabs':
        for (const tab of field.tabs) {
          paths.push(...mediaPaths(tab.fields, 'name' in tab ? [...prefix, tab.name] : prefix))
        }
        break
      case 'row':
      case 'collapsible':
        paths.push(...mediaPaths(field.fields, prefix))
        break
    }
  }
  return paths
}

/** The ids found at `path` in a document, through its arrays and blocks. */
function idsAt(value: unknown, path: Path): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => idsAt(item, path))
  if (path.length === 0) return [value]
  if (value === null || typeof value !== 'object') return []
  return idsAt((value as Record<string, unknown>)[path[0]], path.slice(1))
}

const titleOf = (doc: Record<string, unknown>, field: string) =>
  typeof doc[field] === 'string' && doc[field] ? `“${doc[field]}”` : `#${String(doc.id)}`

/** The pages and records showing picture `id`, in words: `Tip “Spring checklist”`, `Home page`. */
export async function placesUsing(req: PayloadRequest, id: number | string): Promise<string[]> {
  const { payload } = req
  const places: string[] = []
  for (const collection of payload.config.collections) {
    const paths = mediaPaths(collection.fields)
    if (collection.slug === 'media' || paths.length === 0) continue
    const title = collection.admin.useAsTitle ?? 'id'
    const where = { or: paths.map((path) => ({ [path.join('.')]: { equals: id } })) }
    // A draft that shows the picture counts as much as the published page, and so does a page in
    // the trash (restored, it would need its picture).
    const reads = collection.versions?.drafts ? [false, true] : [false]
    const found = new Map<unknown, string>()
    for (const draft of reads) {
      const { docs } = await payload.find({
        collection: collection.slug,
        where,
        draft,
        depth: 0,
        limit: 20,
        select: { [title]: true },
        trash: Boolean(collection.trash),
        overrideAccess: true,
        req,
      })
      for (const doc of docs as unknown as Record<string, unknown>[]) {
        found.set(doc.id, `${String(collection.labels.singular)} ${titleOf(doc, title)}`)
      }
    }
    places.push(...found.values())
  }
  for (const global of payload.config.globals) {
    const paths = mediaPaths(global.fields)
    if (paths.length === 0) continue
    // The published global and its newest draft, which may show different pictures.
    const reads = global.versions?.drafts ? [false, true] : [false]
    const docs = await Promise.all(
      reads.map((draft) =>
        payload.findGlobal({ slug: global.slug, depth: 0, draft, overrideAccess: true, req }),
      ),
    )
    const shows = (path: Path) =>
      docs.some((doc) => idsAt(doc, path).some((value) => String(value) === String(id)))
    if (paths.some(shows)) places.push(String(global.label))
  }
  return places
}
