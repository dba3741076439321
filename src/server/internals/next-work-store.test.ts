import { AsyncLocalStorage } from 'node:async_hooks'

import { afterEach, describe, expect, it, vi } from 'vitest'

/*
 * next 16.4.5's work store, entered as its renderer and route handlers enter it for a request.
 * Next's server puts AsyncLocalStorage on globalThis before loading the store's module; so does
 * this test, and it imports the modules afterwards.
 */
Object.assign(globalThis, { AsyncLocalStorage })
const { workAsyncStorage } = await import('next/dist/server/app-render/work-async-storage.external')
const { insideNextRequest } = await import('@/server/internals/next-work-store')

type WorkStore = Parameters<typeof workAsyncStorage.run>[0]

describe('the Next work store (an unexported next 16.4.5 module)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is still an AsyncLocalStorage at the path this code imports', () => {
    expect(workAsyncStorage).toBeInstanceOf(AsyncLocalStorage)
  })

  it('finds a request only inside the store and under Next', () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    const store = { route: '/inventory' } as unknown as WorkStore
    expect(insideNextRequest()).toBe(false)
    expect(workAsyncStorage.run(store, insideNextRequest)).toBe(true)
    vi.stubEnv('NEXT_RUNTIME', '')
    expect(workAsyncStorage.run(store, insideNextRequest)).toBe(false)
  })
})
