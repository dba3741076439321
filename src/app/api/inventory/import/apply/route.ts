import { NextResponse } from 'next/server'

import { apiHandler } from '@/server/api/handler'
import { readCsvUpload } from '@/server/api/read-csv'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { applyImport } from '@/server/inventory/transfer/import'

/**
 * Imports the CSV body's accepted rows, all or none (the same file the preview was shown for);
 * `?version=` is the preview's, to refuse a file or units changed since it (ADR 0020).
 */
export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const { text, fileName } = await readCsvUpload(request)
  const version = new URL(request.url).searchParams.get('version') ?? undefined
  return NextResponse.json(await applyImport(payload, text, user, fileName, version))
})
