import {
  DELETE as cmsDelete,
  GET as cmsGet,
  PATCH as cmsPatch,
  POST as cmsPost,
} from '@/app/(payload)/cms/api/[...slug]/route'

import {
  createDoc,
  nextNumber,
  removeDocs,
  sample,
  storedDoc,
  storedIds,
  type Slug,
  uploadFile,
} from './authz-fixtures'
import { appUrl } from './app-url'

/*
 * One cell of the authorization matrix: the call, and the state it must leave alone when refused
 * (and change when permitted), on documents of its own that are removed afterwards.
 */
export type Role = 'editor' | 'staff' | 'admin'
export type Caller = { name: string; role: Role | null; headers: Headers; userId?: number | string }

export type Trial = {
  send: (headers: Headers) => Promise<Response>
  /** What a refused call must leave as it was (and a permitted write must change). */
  state: () => Promise<unknown>
  inspect?: (body: Record<string, unknown> | null, caller: Caller) => void
  cleanup?: () => Promise<void>
}

const restHandlers = { GET: cmsGet, POST: cmsPost, PATCH: cmsPatch, DELETE: cmsDelete }

export function cms(
  method: keyof typeof restHandlers,
  path: string,
  headers: Headers,
  body?: Record<string, unknown> | FormData,
) {
  const init: RequestInit = { method, headers }
  if (body instanceof FormData) init.body = body
  else if (body) {
    headers.set('content-type', 'application/json')
    init.body = JSON.stringify(body)
  }
  return restHandlers[method](new Request(appUrl(`/cms/api/${path}`), init), {
    params: Promise.resolve({ slug: path.split('?')[0].split('/') }),
  })
}

export async function createBody(slug: Slug, n: number) {
  const data = await sample(slug, n)
  const file = await uploadFile(slug, n)
  if (!file) return data
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
  form.set('_payload', JSON.stringify(data))
  return form
}

/* A create is judged by the ids stored; whatever it made is removed afterwards. */
export const creating = async (
  slug: Slug,
  send: (headers: Headers, n: number) => Promise<Response>,
): Promise<Trial> => {
  const n = nextNumber()
  // A sample may first make what it points at (the matrix's unit, whose listing price is itself
  // a price-change row): made now, that is not counted as the call's doing.
  await sample(slug, n)
  const before = await storedIds(slug)
  return {
    send: (headers) => send(headers, n),
    state: () => storedIds(slug),
    cleanup: async () =>
      removeDocs(
        slug,
        (await storedIds(slug)).filter((id) => !before.includes(id)),
      ),
  }
}

/* An update or delete works on a document of its own, judged by everything stored about it. */
export const onFixture = async (
  slug: Slug,
  send: (headers: Headers, id: number | string, n: number) => Promise<Response>,
): Promise<Trial> => {
  const n = nextNumber()
  const { id } = await createDoc(slug, n)
  return {
    send: (headers) => send(headers, id, n),
    state: () => storedDoc(slug, id),
    cleanup: () => removeDocs(slug, [id]),
  }
}
