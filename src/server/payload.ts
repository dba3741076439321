import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** Payload's Local API, initialised once per process. */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
