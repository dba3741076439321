/* A server run as a child process by the benchmark and the end-to-end tooling: started, awaited, stopped. */
import type { ChildProcess } from 'node:child_process'

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
