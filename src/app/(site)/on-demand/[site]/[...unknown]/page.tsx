import { notFound } from 'next/navigation'

/*
 * The public site has several root layouts beside it (/cms, /admin), so there is no app-wide
 * not-found to fall back on: this catch-all sends every path no other route claims to the
 * site's own 404, inside the shared layout and with status 404.
 */
export default function UnknownPage(): never {
  notFound()
}
