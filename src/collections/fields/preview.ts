import type { UIField } from 'payload'

/* The widths the CMS's live preview offers beside the edit screen (ADR 0038). */
export const previewBreakpoints = [
  { label: 'Phone', name: 'phone', width: 390, height: 844 },
  { label: 'Tablet', name: 'tablet', width: 820, height: 1180 },
  { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
]

/* The sidebar's button that makes a preview link for someone without an account (ADR 0039). */
export const previewLinkField: UIField = {
  name: 'previewLink',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '@/components/cms/PreviewLink.client#PreviewLink' },
  },
}
