import type { TextFieldSingleValidation } from 'payload'

import { pageAt } from '@/collections/Redirects/addresses'
import { storedRedirects } from '@/collections/Redirects/hooks'
import { finalTarget, isOldAddress, isOwnedAddress, parseTarget } from '@/lib/redirects/rules'

/*
 * Checked when the old address is written, not on every save: the hooks retarget stored redirects
 * as pages move (hooks.ts), and a temporary move's page may well be back at its old address.
 */
export const validateOldAddress: TextFieldSingleValidation = async (
  value,
  { operation, previousValue, req },
) => {
  if (operation === 'update' && value === previousValue) return true
  if (!isOldAddress(value)) {
    return 'Use the path of the old address, starting with a slash, e.g. /bunk-trailers.html.'
  }
  if (isOwnedAddress(value) || (await pageAt(req, value))) {
    return 'This address is a page of this site, so visitors would never be sent on from it.'
  }
  return true
}

/*
 * A target is followed to the end of any chain of redirects after it (where the hooks send it),
 * and that end must be another site's https address or a page of this site that answers now. A
 * chain that comes back to the old address ends nowhere.
 */
export const validateTarget: TextFieldSingleValidation = async (value, { siblingData, req }) => {
  const target = parseTarget(value)
  if (target?.kind === 'outside') return true
  if (target) {
    const { from } = siblingData as { from?: unknown }
    const end = parseTarget(
      finalTarget(await storedRedirects(req), String(from ?? ''), target.path),
    )
    if (end?.kind === 'outside' || (end && (await pageAt(req, end.path)))) return true
  }
  return 'Use a published page of this site, e.g. /trailers/bunk, or a full address starting with https://.'
}
