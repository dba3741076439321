import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { createAnswer, answerKind } from '@/server/front-door/pipeline/answer.mjs'

/* An answer as a step sees it, with Next's status and headers already set. */
export function fakeAnswer(
  url: string,
  status: number,
  headers: Record<string, string | string[]> = {},
  { method = 'GET', requestHeaders = {} as Record<string, string> } = {},
) {
  const request = new IncomingMessage(new Socket())
  request.url = url
  request.method = method
  request.headers = requestHeaders
  const response = new ServerResponse(request)
  response.statusCode = status
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
  return createAnswer(request, response, answerKind(request))
}
