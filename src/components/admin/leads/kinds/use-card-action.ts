import { useState } from 'react'

import { ApiError } from '@/components/admin/inventory-api'

import type { Said } from './card-action'

/**
 * One action of a staff card (release a hold, move a booking, answer a privacy request): whether
 * it is running, and what it said. `run` does it and says its outcome, or the server's reason it
 * failed (`fallback` when there is none, a lost connection).
 */
export function useCardAction(fallback: string) {
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<Said | null>(null)
  const run = async (work: () => Promise<Said>) => {
    setBusy(true)
    setSaid(null)
    try {
      setSaid(await work())
    } catch (failure) {
      setSaid({ text: failure instanceof ApiError ? failure.message : fallback, failed: true })
    } finally {
      setBusy(false)
    }
  }
  return { busy, said, run }
}
