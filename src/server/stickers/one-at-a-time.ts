import 'server-only'

import type { Readable } from 'node:stream'

import { HttpError } from '@/server/api/http-error'

/*
 * Drawing a sticker PDF runs on the main thread: four 500-unit sets at once held every visitor's
 * request for seconds (issue 38). So an instance draws one set at a time; a second request while
 * one is drawn is answered 429 with Retry-After, and the panel's link can simply be pressed again.
 * The flag lives on globalThis: each route's bundle may hold its own copy of this module.
 */
const key = Symbol.for('venture-trailers.sticker-job')
const state = globalThis as unknown as Record<symbol, boolean | undefined>

export const stickerBusy = {
  status: 429,
  message: 'Another sticker PDF is being made: try again in a few seconds',
  headers: { 'Retry-After': '5' },
}

/** Runs `make` if no sticker PDF is being drawn; the turn ends when its stream ends or fails. */
export async function oneStickerJobAtATime(make: () => Promise<Readable>): Promise<Readable> {
  if (state[key]) {
    throw new HttpError(stickerBusy.status, stickerBusy.message, stickerBusy.headers)
  }
  state[key] = true
  let stream: Readable
  try {
    stream = await make()
  } catch (error) {
    state[key] = false
    throw error
  }
  const release = () => {
    state[key] = false
  }
  stream.once('close', release)
  stream.once('end', release)
  stream.once('error', release)
  return stream
}
