import { spawn, type ChildProcess } from 'node:child_process'

import { exited } from '../support/child-server'

/*
 * Extra production instances of the build under test (server.mjs, as `npm start` runs it), for
 * specs that need another configuration (a shared cache, Clerk keys, a database of their own).
 * Each runs in its own process group, so stopping it stops whatever it started.
 */
/*
 * `pid` is the server process itself (node server.mjs), e.g. to read its memory; `exited`
 * resolves when it has exited.
 */
export type Instance = { origin: string; pid: number; stop: () => void; exited: Promise<void> }

export type InstanceOptions = {
  port: number
  env?: Record<string, string | undefined>
  /*
   * Binding to 127.0.0.1 only (`-H`) is the default. Clerk's middleware rewrites to the URL Next
   * hands it, which says `localhost` whenever a host is given, so with Clerk the instance must
   * listen on every interface (no `-H`) or Next proxies the request to itself and fails.
   */
  bindAllInterfaces?: boolean
  /* Receives the instance's stdout and stderr, for specs that check what it logs. */
  onOutput?: (text: string) => void
}

export function startInstance({
  port,
  env = {},
  bindAllInterfaces,
  onOutput,
}: InstanceOptions): Instance {
  const origin = `http://127.0.0.1:${port}`
  const args = ['server.mjs', '-p', String(port)]
  if (!bindAllInterfaces) args.push('-H', '127.0.0.1')
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, NEXT_PUBLIC_SITE_URL: origin, ...env },
    stdio: onOutput ? ['ignore', 'pipe', 'pipe'] : 'ignore',
    detached: true,
  })
  child.stdout?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString()))
  return {
    origin,
    pid: child.pid ?? 0,
    exited: exited(child),
    stop: () => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
    },
  }
}

export async function waitUntilUp(origin: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/api/health`).then(
      (response) => response.status < 500,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${origin} did not start in ${timeoutMs} ms`)
}
