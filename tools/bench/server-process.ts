/*
 * `node server.mjs` as a deployment starts it (the command `npm start` runs), for the start-up
 * measurements: timed from its spawn, and stoppable gracefully or killed outright. Each runs in
 * a process group of its own so that a kill reaches anything it started.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import path from 'node:path'

import { exited } from '../../tests/support/child-server'
import { outDir, root } from './app'

export type ServerProcess = {
  origin: string
  /** performance.now() just before the spawn. */
  spawnedAt: number
  child: ChildProcess
}

/** Starts server.mjs on `port`; its output goes to bench/out/<logName>. */
export function spawnServer(port: number, env: NodeJS.ProcessEnv, logName: string): ServerProcess {
  mkdirSync(outDir, { recursive: true })
  const log = createWriteStream(path.join(outDir, logName))
  const spawnedAt = performance.now()
  const child = spawn(process.execPath, ['server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  return { origin: `http://127.0.0.1:${port}`, spawnedAt, child }
}

/** Milliseconds from the spawn to the first 200 of `pathname` (polled every 50 ms). */
export async function msUntilOk(
  server: ServerProcess,
  pathname: string,
  timeoutMs = 120_000,
): Promise<number> {
  const { child, origin, spawnedAt } = server
  while (performance.now() - spawnedAt < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server.mjs exited (${child.exitCode ?? child.signalCode}) before answering`)
    }
    const ok = await fetch(`${origin}${pathname}`).then(
      async (response) => (await response.arrayBuffer(), response.status === 200),
      () => false,
    )
    if (ok) return Math.round(performance.now() - spawnedAt)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${origin}${pathname} did not answer 200 within ${timeoutMs / 1000} s`)
}

/** Sends `signal` to the server's process group and waits for it to exit (SIGKILL after 15 s). */
export async function stopServer(
  { child }: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  const send = (sent: NodeJS.Signals) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid, sent)
    } catch {
      // The group is already gone.
    }
  }
  send(signal)
  const timer = setTimeout(() => send('SIGKILL'), 15_000)
  await exited(child)
  clearTimeout(timer)
}
