import 'server-only'

import { clientAddress } from '@/lib/client-address.mjs'
import { env } from '@/server/env'

/**
 * The client address of a request as the rate limits key it (src/lib/client-address.mjs). The
 * connection's address comes from server.mjs, in a header whose random name only that process
 * knows; without it (the app run some other way) every client is 'unknown' and shares one limit.
 */
export function clientIp(headers: Headers): string {
  const { PEER_ADDRESS_HEADER: header, TRUSTED_PROXY_HOPS: hops } = env()
  const peer = header && headers.get(header)?.trim()
  if (!peer) return 'unknown'
  return clientAddress({
    peer,
    forwardedFor: headers.get('x-forwarded-for'),
    trustedProxyHops: hops,
  })
}
