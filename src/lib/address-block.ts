/**
 * The block an address belongs to for per-client limits: an IPv4 address itself, an IPv6 address
 * its /64 (one subscriber's network: whoever has one address has all 2^64 of them).
 */
export function addressBlock(address: string): string {
  if (!address.includes(':')) return address
  const [head, tail] = address.split('::', 2)
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  const start = groups(head)
  const end = tail === undefined ? [] : groups(tail)
  const missing = Math.max(0, 8 - start.length - end.length)
  const full = [...start, ...Array(missing).fill('0'), ...end]
  return `${full
    .slice(0, 4)
    .map((group) => (group.replace(/^0+/, '') || '0').toLowerCase())
    .join(':')}::/64`
}
