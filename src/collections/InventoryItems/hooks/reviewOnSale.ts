import type { CollectionAfterChangeHook } from 'payload'

import type { InventoryItem } from '@/payload-types'
import { requestReview } from '@/server/leads/review-requests'

/*
 * A unit marked sold to a buyer with an e-mail queues that sale's one review request, in the
 * unit's own transaction (ADR 0044). The sale is the unit and its buyer: saving the sold
 * unit again, or flipping it sold, available and sold again, queues nothing more.
 */
export const requestReviewOnSale: CollectionAfterChangeHook<InventoryItem> = async ({
  doc,
  req,
}) => {
  if (doc.status === 'sold' && doc.sold_at && doc.buyer_email) {
    await requestReview(req.payload, { kind: 'sale', unitId: doc.id }, doc.buyer_email, req)
  }
  return doc
}
