import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external'

/*
 * Written against next 16.4.5. Whether this code runs inside a request Next is serving: that is
 * where revalidateTag finds the cache it purges (it throws without Next's work store). Next
 * exports no way to ask, so this reads its work store from an unexported module, the one place
 * that does; src/server/internals/next-work-store.test.ts fails when an upgrade moves it.
 */
export function insideNextRequest(): boolean {
  return Boolean(process.env.NEXT_RUNTIME && workAsyncStorage.getStore())
}
