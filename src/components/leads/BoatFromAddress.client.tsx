'use client'

import { useEffect, useState } from 'react'

import { BoatSummary } from '@/components/fit/BoatSummary'
import { fitBoatFrom, type FitBoat } from '@/lib/fit/boat'

/** The boat a fit check's result put in this page's address, if it holds one. */
export function boatInAddress(): FitBoat | null {
  const address = new URLSearchParams(window.location.search)
  return fitBoatFrom((key) => address.get(key))
}

/**
 * The boat a fit check's result carries to /contact, shown above the quote form (which sends it
 * with the quote). Its own chunk, fetched after the page, so the fit check's reader is not in the
 * first load of every page with the form.
 */
export default function BoatFromAddress() {
  const [boat, setBoat] = useState<FitBoat | null>(null)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the address exists only in the browser
  useEffect(() => setBoat(boatInAddress()), [])
  return boat && <BoatSummary boat={boat} heading="The boat you described" />
}
