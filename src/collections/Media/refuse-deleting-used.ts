import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

import { placesUsing } from '@/server/media/usages'

async function refuseIfUsed(
  req: Parameters<CollectionBeforeDeleteHook>[0]['req'],
  id: number | string,
) {
  const places = await placesUsing(req, id)
  if (places.length === 0) return
  throw new APIError(
    `This picture is still used on: ${places.join(', ')}. Choose another picture there first.`,
    409,
    undefined,
    true,
  )
}

/*
 * A picture still shown on a page is neither put in the trash nor deleted for good: the page would
 * lose it without a word (the database clears the reference). The editor is told where it is used.
 */
export const refuseTrashingUsed: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  if (data.deletedAt && originalDoc && !originalDoc.deletedAt)
    await refuseIfUsed(req, originalDoc.id)
  return data
}

export const refuseDeletingUsed: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await refuseIfUsed(req, id)
}
