import { getPayload, type Payload } from 'payload'

import { onDrain } from '@/server/front-door/draining.mjs'
import { stopJobRunner } from '@/server/jobs/stop-job-runner'

/*
 * The config is imported on first use, so importing this module (or a route handler) reads no
 * environment: the config reads it then.
 */
const config = () => import('@payload-config').then((module) => module.default)

/** Payload's Local API, initialised once per process. */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config: config() })

/*
 * The same client with Payload's cron running the jobs queue (lead e-mails). Only the server
 * process starts it; tests and scripts run jobs explicitly. A draining server stops it first.
 */
export async function startJobRunner(): Promise<Payload> {
  const payload = await getPayload({ config: config(), cron: true })
  onDrain(() => stopJobRunner(payload))
  return payload
}
