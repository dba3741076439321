import { NextResponse } from 'next/server'

import { apiHandler } from '@/server/api/handler'
import { readCsvUpload } from '@/server/api/read-csv'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { previewImport } from '@/server/inventory/transfer/import'

/** What importing the CSV body would do; nothing is written but the audit record. */
export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const { text, fileName } = await readCsvUpload(request)
  return NextResponse.json(await previewImport(payload, text, user, fileName))
})
