import { getPayload, type Payload } from 'payload'

/*
 * Payload's Local API, initialised once per process. The config is imported on first use, so
 * importing this module (or a route handler) reads no environment: the config reads it then.
 */
export const getPayloadClient = (): Promise<Payload> =>
  getPayload({ config: import('@payload-config').then((module) => module.default) })
