import type React from 'react'

/*
 * Next decides that a route renders on its first request and is then cached (rather than on
 * every request) only when each dynamic segment of the route lists its static params, the
 * slot's segments included: the same empty list as on-demand/[site]/layout.tsx.
 */
export function generateStaticParams() {
  return []
}

export default function OnDemandHeadLayout({ children }: { children: React.ReactNode }) {
  return children
}
