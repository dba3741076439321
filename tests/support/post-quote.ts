import { request as httpRequest } from 'node:http'

/**
 * POSTs a quote request to `origin` from the loopback address `client` (127.x.y.z), so each
 * caller counts as a client of its own against the per-client limit, with any extra `headers`.
 * Resolves with the status.
 */
export function postQuoteFrom(
  origin: string,
  client: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<number> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        localAddress: client,
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(JSON.stringify(body))
  })
}
