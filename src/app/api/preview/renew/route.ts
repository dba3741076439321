import { draftMode } from 'next/headers'

import { apiHandler } from '@/server/api/handler'
import { editorOf, startPreview } from '@/server/auth/preview-session'
import { getPayloadClient } from '@/server/payload'

/*
 * The live preview's frame calls this before it redraws after a save (RefreshOnSave): preview
 * lasts an hour from the editor's last save rather than from when the frame opened, which would
 * leave a long afternoon's saves showing the published page. Only for an editor already in preview.
 */
export const POST = apiHandler(async (request) => {
  const inDraftMode = (await draftMode()).isEnabled
  const editor = inDraftMode && (await editorOf(await getPayloadClient(), request.headers))
  if (editor) await startPreview()
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
})
