// @ts-check
/*
 * Plain JavaScript because server.mjs reads it too (page views count per block: issue 38); the
 * app's TypeScript imports the same file.
 */

/**
 * The block an address belongs to for per-client limits: an IPv4 address itself, an IPv6 address
 * its /64 (one subscriber's network: whoever has one address has all 2^64 of them).
 *
 * @param {string} address
 * @returns {string}
 */
export function addressBlock(address) {
  if (!address.includes(':')) return address
  const [head, tail] = address.split('::', 2)
  const groups = (/** @type {string | undefined} */ part) => (part ? part.split(':') : [])
  const start = groups(head)
  const end = tail === undefined ? [] : groups(tail)
  const missing = Math.max(0, 8 - start.length - end.length)
  const full = [...start, ...Array(missing).fill('0'), ...end]
  return `${full
    .slice(0, 4)
    .map((group) => (group.replace(/^0+/, '') || '0').toLowerCase())
    .join(':')}::/64`
}
