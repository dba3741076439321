import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { outDir } from './app'
import { startBenchServer } from './bench-server'

export type Ceiling = { url: string; stop: () => Promise<void> }

/** Serves `body` from the static server (see static-server.ts) until stopped. */
export async function startCeiling(
  body: Buffer,
  contentType: string,
  contentEncoding: string,
  port: number,
): Promise<Ceiling> {
  mkdirSync(outDir, { recursive: true })
  const file = path.join(outDir, `ceiling-${port}.body`)
  writeFileSync(file, body)
  const server = await startBenchServer(
    'static-server.ts',
    [file, contentType, contentEncoding],
    port,
  )
  return { url: `${server.url}/`, stop: server.stop }
}
