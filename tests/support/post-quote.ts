import { request as httpRequest } from 'node:http'

export type PostAnswer = { status: number; retryAfter: string | undefined }

/**
 * POSTs `parts` (written in order, not copied) to `origin` + `path` from the loopback address
 * `client` (127.x.y.z), so each caller counts as a client of its own against the per-client
 * limits. Resolves with the status and Retry-After; rejects when the connection fails.
 */
export function postFrom(
  origin: string,
  client: string,
  path: string,
  headers: Record<string, string | number>,
  parts: Buffer[],
): Promise<PostAnswer> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        localAddress: client,
        method: 'POST',
        path,
        headers: {
          ...headers,
          'content-length': parts.reduce((sum, part) => sum + part.length, 0),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
          }),
        )
      },
    )
    request.on('error', reject)
    for (const part of parts) request.write(part)
    request.end()
  })
}

/**
 * POSTs a quote request to `origin` from the loopback address `client`, with any extra
 * `headers`. Resolves with the status.
 */
export async function postQuoteFrom(
  origin: string,
  client: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<number> {
  const answer = await postFrom(
    origin,
    client,
    '/api/contact',
    { 'content-type': 'application/json', ...headers },
    [Buffer.from(JSON.stringify(body))],
  )
  return answer.status
}
