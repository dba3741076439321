/**
 * Whether a client address (as src/lib/client-address.mjs gives it, IPv4-mapped addresses
 * unwrapped) is the machine itself.
 */
export const isLoopback = (address: string): boolean =>
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address) || address === '::1'
