'use client'

import { createContext, useContext, type ReactNode } from 'react'

/*
 * The dealer's phone number, for the error boundary's outage screen: a client boundary cannot
 * read the site settings itself, and an outage is exactly when it should offer a call.
 */
const SiteContact = createContext<{ phone: string } | null>(null)

export function SiteContactProvider({ phone, children }: { phone: string; children: ReactNode }) {
  return <SiteContact.Provider value={{ phone }}>{children}</SiteContact.Provider>
}

export const useSitePhone = (): string | undefined => useContext(SiteContact)?.phone
