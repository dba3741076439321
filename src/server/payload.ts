import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** Payload's Local API, initialised once per process. */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })

/*
 * The same client with Payload's cron running the jobs queue (lead e-mails). Only the server
 * process starts it; tests and scripts run jobs explicitly.
 */
export const startJobRunner = (): Promise<Payload> => getPayload({ config, cron: true })
