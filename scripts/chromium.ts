/* Debian's Chromium, headless and offline, as every browser stage of the benchmark launches it. */
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
