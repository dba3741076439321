import type React from 'react'

/*
 * Every public page lives under this segment so that `next build` renders none of them: a build
 * needs no database and holds no content (docs/decisions/0009-build-once-run-many.md). Each page
 * renders on its first request and is then served from Next's cache until a collection hook
 * purges its tag. Next offers that "first request, then cached" mode only to dynamic segments
 * whose generateStaticParams lists nothing, so next.config.mjs rewrites every public path to
 * /on-demand/edgewater/…; the segment never appears in a public URL.
 */
export function generateStaticParams() {
  return []
}

export default function OnDemandLayout({ children }: { children: React.ReactNode }) {
  return children
}
