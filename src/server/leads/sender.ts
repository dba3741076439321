import 'server-only'

import { sentGpc } from '@/lib/privacy/gpc'
import { clientIp } from '@/server/client-ip'

/**
 * Who sent a lead, as the lead keeps it: the client's address (consent evidence, the automatic
 * texts' per-client budget) and whether the browser sent Global Privacy Control (issue 55).
 */
export type Sender = { address: string; gpc: boolean }

export const senderOf = (headers: Headers): Sender => ({
  address: clientIp(headers),
  gpc: sentGpc(headers),
})
