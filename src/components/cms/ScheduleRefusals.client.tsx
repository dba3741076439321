'use client'

import {
  ServerFunctionsContext,
  useServerFunctions,
  type ServerFunctionsContextType,
} from '@payloadcms/ui'
import { useMemo, type ReactNode } from 'react'

/*
 * Payload's schedule drawer (3.90) says 'Scheduled successfully' whatever the server answers: its
 * provider turns a failure into an `{ error }` result, and the drawer looks only for a thrown one.
 * Throwing that answer here makes the drawer show the server's words as its error (a time already
 * past: ADR 0039) and leave the date for the editor to correct.
 */
export function ScheduleRefusals({ children }: { children: ReactNode }) {
  const functions = useServerFunctions()
  const value = useMemo<ServerFunctionsContextType>(
    () => ({
      ...functions,
      schedulePublish: async (args) => {
        const result: unknown = await functions.schedulePublish(args)
        const { error } = (result ?? {}) as { error?: unknown }
        if (typeof error === 'string') throw new Error(error)
        return result
      },
    }),
    [functions],
  )
  return <ServerFunctionsContext value={value}>{children}</ServerFunctionsContext>
}
