'use client'

import { useEffect, useState } from 'react'

import { BoatSummary } from '@/components/fit/BoatSummary'
import { fitBoatFrom, type FitBoat } from '@/lib/fit/boat'

/**
 * The boat a fit check's result carries to /contact in the address: shown above the quote form
 * and sent with the quote (the hidden `boat` field QuoteForm reads). Its own chunk, fetched after
 * the page, so the fit check's reader is not in the first load of every page with the form.
 */
export default function BoatFromAddress() {
  const [boat, setBoat] = useState<FitBoat | null>(null)
  useEffect(() => {
    const address = new URLSearchParams(window.location.search)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read from the address, once, after hydration
    setBoat(fitBoatFrom((key) => address.get(key)))
  }, [])
  if (!boat) return null
  return (
    <>
      <input type="hidden" name="boat" value={JSON.stringify(boat)} />
      <BoatSummary boat={boat} heading="The boat you described" />
    </>
  )
}
