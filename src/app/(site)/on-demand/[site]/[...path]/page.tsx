import { notFound } from 'next/navigation'

import { followIfMoved } from '@/server/content/redirects'

type Props = { params: Promise<{ path: string[] }> }

/*
 * Every address no other page claims, such as an old site's /bunk-trailers.html: sent on when an
 * editor redirected it (ADR 0059), the 404 page otherwise. Neither answer is a 200, so neither is
 * cached (ADR 0018).
 */
export function generateStaticParams() {
  return []
}

export default async function UnclaimedAddress({ params }: Props) {
  await followIfMoved(`/${(await params).path.join('/')}`)
  notFound()
}
