import type { APIRequestContext } from '@playwright/test'

type JsonLdBlock = { '@type'?: string; mainEntity?: unknown[]; itemListElement?: unknown[] }

const blocksIn = (html: string): JsonLdBlock[] =>
  [...html.matchAll(/<script[^>]* type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json),
  )

/*
 * The structured data in the HTML the server sends for `path`, as a crawler that runs no script
 * reads it: the blocks inside <head> and those after it.
 */
export async function serverJsonLd(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  const html = await response.text()
  const headEnd = html.indexOf('</head>')
  return { head: blocksIn(html.slice(0, headEnd)), body: blocksIn(html.slice(headEnd)) }
}

export const ofType = (blocks: JsonLdBlock[], type: string) =>
  blocks.filter((block) => block['@type'] === type)
