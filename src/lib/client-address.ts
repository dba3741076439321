type Connection = {
  /** The address the TCP connection came from. */
  peer: string
  /** The X-Forwarded-For header as received, if any. */
  forwardedFor?: string | null
  /** How many reverse proxies the operator runs in front of the app (TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number
}

/**
 * The client a request comes from, the key of every per-client limit. Each proxy appends the
 * address it was connected from to X-Forwarded-For, so with N trusted proxies the client is the
 * Nth address from the right of X-Forwarded-For + peer; anything a client wrote itself stands
 * further left and is never read. With no proxy declared, only the peer counts.
 */
export function clientAddress({ peer, forwardedFor, trustedProxyHops }: Connection): string {
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const chain = [...forwarded, peer]
  return withoutIpv4Mapping(chain[Math.max(0, chain.length - 1 - trustedProxyHops)])
}

/* "::ffff:127.0.0.2" is how a dual-stack socket reports the IPv4 client 127.0.0.2. */
const withoutIpv4Mapping = (address: string) =>
  address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
