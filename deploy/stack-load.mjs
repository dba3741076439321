// @ts-check
/*
 * Load for deploy/verify-stack: GETs the given URLs in turn from a few concurrent loops until it
 * gets SIGTERM (or `seconds` pass), then prints what it saw as JSON on one line. A request that
 * is not answered 2xx or 3xx, or not answered at all, is a failure, with its status or error.
 *
 *   node deploy/stack-load.mjs SECONDS URL [URL…]
 */
const [seconds, ...urls] = process.argv.slice(2)
const concurrency = 8
const until = Date.now() + Number(seconds) * 1000
let stopping = false
process.on('SIGTERM', () => (stopping = true))

const seen = { requests: 0, failed: 0, failures: /** @type {Record<string, number>} */ ({}) }
const fail = (/** @type {string} */ why) => {
  seen.failed++
  seen.failures[why] = (seen.failures[why] ?? 0) + 1
}

async function loop(/** @type {number} */ offset) {
  for (let i = offset; !stopping && Date.now() < until; i++) {
    const url = urls[i % urls.length]
    seen.requests++
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
      await response.arrayBuffer()
      if (response.status >= 400) fail(`${response.status} ${new URL(url).pathname}`)
    } catch (error) {
      fail(`${/** @type {Error} */ (error).name} ${new URL(url).pathname}`)
    }
  }
}

await Promise.all(Array.from({ length: concurrency }, (_, i) => loop(i)))
console.log(JSON.stringify(seen))
