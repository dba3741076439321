/* Servers run as child processes by the benchmark and the end-to-end tooling: started, awaited, stopped, and the ports they get. */
import type { ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'

/** Resolves when `child` has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

/** Resolves once `url` answers 2xx; fails if `child` exits first or `timeoutMs` passes. */
export async function untilAnswering(
  url: string,
  child: ChildProcess,
  name: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${name} did not answer within ${timeoutMs / 1000} s`)
}

/** A loopback port nothing listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
