import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { finalTarget, planMove, type Redirect } from '@/lib/redirects/rules'

/*
 * Set on the request while the hooks below write redirects themselves, so those writes are not
 * planned again (Payload shares req.context with every nested operation given the same req).
 */
const planned = 'redirectsPlanned'

async function planning(req: PayloadRequest, writes: () => Promise<void>): Promise<void> {
  const outer = req.context[planned]
  req.context[planned] = true
  try {
    await writes()
  } finally {
    req.context[planned] = outer
  }
}

/* Every redirect: a few per renamed page, read inside the save's transaction. */
export async function storedRedirects(req: PayloadRequest): Promise<Redirect[]> {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    select: { from: true, to: true },
    req,
  })
  return docs
}

const write = { overrideAccess: true, depth: 0 } as const

/** Applies a page's move from one address to another to the stored redirects (rules.ts). */
export async function recordMove(req: PayloadRequest, from: string, to: string): Promise<void> {
  const plan = planMove(await storedRedirects(req), from, to)
  await planning(req, async () => {
    for (const id of plan.remove) {
      await req.payload.delete({ collection: 'redirects', id, req, ...write })
    }
    for (const { id, to: target } of plan.retarget) {
      await retarget(req, id, target)
    }
    if (plan.create) {
      await req.payload.create({ collection: 'redirects', data: plan.create, req, ...write })
    }
  })
}

const retarget = (req: PayloadRequest, id: Redirect['id'], to: string) =>
  req.payload.update({ collection: 'redirects', id, data: { to }, req, ...write })

/*
 * An editor's redirect goes straight to the end of any chain after it. Payload runs this before
 * the fields' validation, which then checks that the end is a page
 * (src/collections/Redirects/validate.ts).
 */
export const goToChainEnd: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (req.context[planned]) return data
  const from = data.from ?? originalDoc?.from
  const to = data.to ?? originalDoc?.to
  if (typeof from !== 'string' || typeof to !== 'string') return data
  return { ...data, to: finalTarget(await storedRedirects(req), from, to) ?? to }
}

/* Redirects that pointed at this one's old address now go straight to its new one. */
export const collapseChains: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (req.context[planned]) return doc
  const pointing = (await storedRedirects(req)).filter((r) => r.to === doc.from)
  await planning(req, async () => {
    for (const { id } of pointing) await retarget(req, id, doc.to)
  })
  return doc
}
