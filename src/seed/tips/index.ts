import { brakeMaintenance } from '@/seed/tips/brake-maintenance'
import { checkTirePressureMonthly } from '@/seed/tips/check-tire-pressure-monthly'
import { choosingRightTrailer } from '@/seed/tips/choosing-right-trailer'
import { loadingBoatCorrectly } from '@/seed/tips/loading-boat-correctly'
import { safetyChainsGuide } from '@/seed/tips/safety-chains-guide'
import { saltwaterMaintenance } from '@/seed/tips/saltwater-maintenance'
import { tongueWeightGuide } from '@/seed/tips/tongue-weight-guide'
import { trailerLightInspection } from '@/seed/tips/trailer-light-inspection'
import { troubleshootingGuide } from '@/seed/tips/troubleshooting-guide'
import type { TipSeed } from '@/seed/tips/types'
import { wheelBearingMaintenance } from '@/seed/tips/wheel-bearing-maintenance'
import { winterizingTrailer } from '@/seed/tips/winterizing-trailer'

export type { TipFaq, TipSeed } from '@/seed/tips/types'

// Index order from the spec's tips list; each guide's `order` field must agree with it.
export const tipSeeds: TipSeed[] = [
  checkTirePressureMonthly,
  wheelBearingMaintenance,
  safetyChainsGuide,
  trailerLightInspection,
  tongueWeightGuide,
  saltwaterMaintenance,
  winterizingTrailer,
  loadingBoatCorrectly,
  brakeMaintenance,
  choosingRightTrailer,
  troubleshootingGuide,
]
