import { request as httpRequest } from 'node:http'

import type { Page } from '@playwright/test'

/*
 * The page's lead posts, sent on to the server from the loopback address `client` and answered as
 * the server answers: a spec with an address of its own leaves 127.0.0.1's quote limit to the
 * other specs (loopback addresses are distinct clients here).
 */
export async function postFromClient(page: Page, client: string) {
  await page.route('**/api/contact', async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    const answer = await new Promise<{
      status: number
      headers: Record<string, string>
      body: Buffer
    }>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          localAddress: client,
          method: request.method(),
          path: url.pathname + url.search,
          headers: request.headers(),
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: Object.fromEntries(
                Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
              ),
              body: Buffer.concat(chunks),
            }),
          )
        },
      )
      sent.on('error', reject)
      sent.end(request.postDataBuffer() ?? undefined)
    })
    await route.fulfill(answer)
  })
}
