import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { outDir, root } from './app'

export type Ceiling = { url: string; stop: () => Promise<void> }

/** Serves `body` from the static server (see static-server.ts) until stopped. */
export function startCeiling(
  body: Buffer,
  contentType: string,
  contentEncoding: string,
  port: number,
): Promise<Ceiling> {
  mkdirSync(outDir, { recursive: true })
  const file = path.join(outDir, `ceiling-${port}.body`)
  writeFileSync(file, body)
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'tools/bench/static-server.ts'),
      file,
      contentType,
      contentEncoding,
      String(port),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)))
    child.stdout?.once('data', () => resolve({ url: `http://127.0.0.1:${port}/`, stop }))
  })
}
