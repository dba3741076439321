/* Debian's Chromium, offline, as the end-to-end tests and every browser stage of the benchmark launch it. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
