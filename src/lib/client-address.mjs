// @ts-check
/*
 * Plain JavaScript because server.mjs reads it too (page views count per client: ADR 0027),
 * before any TypeScript tooling runs; the app's TypeScript imports the same file.
 */

/**
 * @typedef {object} Connection
 * @property {string} peer The address the TCP connection came from.
 * @property {string | null} [forwardedFor] The X-Forwarded-For header as received, if any.
 * @property {number} trustedProxyHops How many reverse proxies the operator runs in front of the
 *   app (TRUSTED_PROXY_HOPS).
 */

/**
 * The client a request comes from, the key of every per-client limit. Each proxy appends the
 * address it was connected from to X-Forwarded-For, so with N trusted proxies the client is the
 * Nth address from the right of X-Forwarded-For + peer; anything a client wrote itself stands
 * further left and is never read. With no proxy declared, only the peer counts.
 *
 * @param {Connection} connection
 * @returns {string}
 */
export function clientAddress({ peer, forwardedFor, trustedProxyHops }) {
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const chain = [...forwarded, peer]
  return withoutIpv4Mapping(chain[Math.max(0, chain.length - 1 - trustedProxyHops)])
}

/* "::ffff:127.0.0.2" is how a dual-stack socket reports the IPv4 client 127.0.0.2. */
const withoutIpv4Mapping = (/** @type {string} */ address) =>
  address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
