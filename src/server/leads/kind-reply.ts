import { replyTextsFor } from '@/lib/leads/auto-reply'
import type { LeadKind } from '@/lib/leads/kinds'
import type { LeadSetting } from '@/payload-types'

/** The text the application link of a finance inquiry's reply reads. */
export const lenderLinkText = 'Apply with our lender'

/**
 * The reply's texts for a lead of `kind` (its own row in Lead settings, else the general ones),
 * and the link the dealer set for that kind: the lender's application for a finance inquiry.
 */
export function kindReply(settings: LeadSetting, kind: LeadKind) {
  const lender = settings.kinds?.lenderApplicationUrl
  return {
    settings: replyTextsFor(
      {
        subject: settings.routing?.replySubject,
        opening: settings.routing?.replyOpening,
        signature: settings.routing?.replySignature,
      },
      settings.routing?.replyByKind,
      kind,
    ),
    link: kind === 'finance' && lender ? { text: lenderLinkText, url: lender } : null,
  }
}
