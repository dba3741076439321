/*
 * The ceiling of the load test: one file held in memory and answered to every request, the least
 * work a Node HTTP server can do for the same bytes. Run as a child process so it gets its own
 * event loop, like `next start`.
 *
 *   tsx tools/bench/static-server.ts <file> <content-type> <content-encoding> <port>
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [file, contentType, contentEncoding, port] = process.argv.slice(2)
const body = readFileSync(file)
const headers = {
  'Content-Type': contentType,
  'Content-Encoding': contentEncoding,
  'Content-Length': String(body.length),
}

createServer((_request, response) => {
  response.writeHead(200, headers)
  response.end(body)
}).listen(Number(port), '127.0.0.1', () => console.log('ready'))
