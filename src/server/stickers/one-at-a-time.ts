import 'server-only'

import type { Readable } from 'node:stream'

import { HttpError } from '@/server/api/http-error'
import { processShared } from '@/server/process-shared.mjs'

/*
 * Drawing a sticker PDF runs on the main thread: four 500-unit sets at once held every visitor's
 * request for seconds (issue 38). So an instance draws one set at a time. Another request waits
 * for its turn (waiting costs the event loop nothing) for a few seconds, then is answered 429 with
 * Retry-After. A turn ends when its PDF has been sent or dropped, and at the latest after a minute:
 * a reader that stops reading pauses the drawing, and must not hold the turn for good. The state
 * is the process's (process-shared.mjs): each route's bundle may hold its own copy of this module.
 */
const waitMs = 5_000
const longestTurnMs = 60_000

type Turns = { busy: boolean; waiting: (() => void)[] }
const turns = processShared<Turns>('sticker-turns', () => ({ busy: false, waiting: [] }))

export const stickerBusy = {
  status: 429,
  message: 'Another sticker PDF is being made: try again in a few seconds',
  headers: { 'Retry-After': '5' },
}

function nextTurn() {
  const next = turns.waiting.shift()
  if (next) next()
  else turns.busy = false
}

async function takeTurn(): Promise<void> {
  if (!turns.busy) {
    turns.busy = true
    return
  }
  await new Promise<void>((resolve, reject) => {
    const go = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(() => {
      turns.waiting = turns.waiting.filter((waiter) => waiter !== go)
      reject(new HttpError(stickerBusy.status, stickerBusy.message, stickerBusy.headers))
    }, waitMs)
    turns.waiting.push(go)
  })
}

/** Runs `make` in its turn; the turn passes on when its stream ends, fails or is dropped. */
export async function oneStickerJobAtATime(make: () => Promise<Readable>): Promise<Readable> {
  await takeTurn()
  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    clearTimeout(limit)
    nextTurn()
  }
  const limit = setTimeout(end, longestTurnMs)
  try {
    const stream = await make()
    for (const event of ['close', 'end', 'error']) stream.once(event, end)
    return stream
  } catch (error) {
    end()
    throw error
  }
}
