import { NextResponse } from 'next/server'

import { apiHandler } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { storeImage } from '@/server/media/images'
import { readImageUpload } from '@/server/media/images-upload'

export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const upload = await readImageUpload(request)
  return NextResponse.json({ url: await storeImage(payload, upload, user) }, { status: 201 })
})
