import { spawn } from 'node:child_process'
import path from 'node:path'

import { root } from './app'

export type BenchServer = { url: string; stop: () => Promise<void> }

/**
 * Runs one of the benchmark's own small servers (a tools/bench script that prints a line once it
 * listens on the port given as its last argument) as a child process, until stopped.
 */
export function startBenchServer(
  script: string,
  args: string[],
  port: number,
): Promise<BenchServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'tools/bench', script), ...args, String(port)],
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
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
    child.stdout?.once('data', () => resolve({ url: `http://127.0.0.1:${port}`, stop }))
  })
}
