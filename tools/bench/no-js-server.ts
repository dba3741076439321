/*
 * The no-JS twin of the site (no-js-twin.ts): answers each page it was given with that page's
 * HTML without scripts, gzipped as the front door sends pages, and passes every other request
 * (stylesheets, fonts, resized images) to the front door, so that the page and everything it
 * loads come from one origin, as on the real site. A child process: its own event loop.
 *
 *   tsx tools/bench/no-js-server.ts <manifest.json> <upstream origin> <port>
 *   manifest: { "<path and query>": "<file of its HTML>" }
 */
import { readFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { gzipSync } from 'node:zlib'

const [manifestFile, upstream, port] = process.argv.slice(2)
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>
const pages = new Map(
  Object.entries(manifest).map(([page, file]) => [page, gzipSync(readFileSync(file))]),
)
const upstreamUrl = new URL(upstream)

createServer((incoming, outgoing) => {
  const page = pages.get(incoming.url ?? '')
  if (page) {
    outgoing.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'gzip',
      'Content-Length': String(page.length),
      'Cache-Control': 'no-store',
    })
    outgoing.end(page)
    return
  }
  const proxied = request(
    {
      host: upstreamUrl.hostname,
      port: upstreamUrl.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, host: upstreamUrl.host },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    },
  )
  proxied.on('error', () => outgoing.destroy())
  incoming.pipe(proxied)
}).listen(Number(port), '127.0.0.1', () => console.log('ready'))
