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

/*
 * Resolves once the instance's health answers: below 500 when `up` (serving, perhaps still
 * migrating), 200 when `ready` (migrated and warm). Rejects as soon as its process exits. It has
 * no clock of its own: the spec's timeout bounds it, so a loaded machine makes a start slower
 * without a second, shorter limit here.
 */
export async function waitUntilUp(instance: Instance, until: 'up' | 'ready' = 'up'): Promise<void> {
  let exited = false
  void instance.exited.then(() => (exited = true))
  for (;;) {
    if (exited) throw new Error(`${instance.origin} exited before it was ${until}`)
    const status = await fetch(`${instance.origin}/api/health`).then(
      (response) => response.status,
      () => 0,
    )
    if (until === 'ready' ? status === 200 : status > 0 && status < 500) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
