/*
 * The rolling restart of ADR 0022 with plain processes, for the end-to-end test and the
 * benchmark: request loops through the front door for the whole procedure, while each instance
 * in turn is stopped (SIGTERM, awaited), started again and awaited healthy before the next one
 * stops, as scripts/rolling-deploy.sh does with Compose.
 */
export type Slot = { stop: () => Promise<void>; start: () => Promise<void> }

export type RollingTally = {
  requests: number
  /** Requests that got no answer at all (refused, reset, timed out). */
  failed: number
  /** Answers by status. */
  statuses: Record<number, number>
  seconds: number
}

/* `workers` request loops over `paths` at `baseUrl` until the returned `finish` is called. */
export function requestLoops(baseUrl: string, paths: string[], workers: number) {
  const started = performance.now()
  const tally: RollingTally = { requests: 0, failed: 0, statuses: {}, seconds: 0 }
  let stop = false
  const loop = async (worker: number) => {
    for (let i = worker; !stop; i++) {
      try {
        const response = await fetch(`${baseUrl}${paths[i % paths.length]}`, {
          signal: AbortSignal.timeout(15_000),
        })
        await response.arrayBuffer()
        tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1
      } catch {
        tally.failed++
      }
      tally.requests++
    }
  }
  const done = Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)))
  return async (): Promise<RollingTally> => {
    stop = true
    await done
    tally.seconds = Math.round((performance.now() - started) / 100) / 10
    return tally
  }
}

/** Answers other than 2xx in `tally`. */
export const non2xx = (tally: RollingTally) =>
  Object.entries(tally.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0)

/** Under load on `paths` (from 2 s before to 2 s after), restarts `slots` one after the other. */
export async function rollingRestart(
  baseUrl: string,
  paths: string[],
  slots: Slot[],
  workers = 8,
): Promise<RollingTally> {
  const finish = requestLoops(baseUrl, paths, workers)
  const pause = () => new Promise((resolve) => setTimeout(resolve, 2_000))
  try {
    await pause()
    for (const slot of slots) {
      await slot.stop()
      await slot.start()
    }
    await pause()
  } catch (error) {
    await finish()
    throw error
  }
  return finish()
}
