import Link from 'next/link'

import { popularPages } from '@/components/site/navigation'
import { StatusScreen } from '@/components/site/StatusScreen'

/** The site's 404 screen: the spec's texts, both buttons and the Popular Pages list. */
export function NotFoundScreen() {
  return (
    <StatusScreen
      code="404"
      title="Page Not Found"
      text="Sorry, we couldn't find the page you're looking for. It might have been moved or doesn't exist."
      actions={
        <>
          <Link href="/" className="btn btn-primary">
            Go to Home Page
          </Link>
          <Link href="/trailers" className="btn btn-outline">
            Browse Trailers
          </Link>
        </>
      }
    >
      <title>404 - Page Not Found | Venture Trailers Edgewater</title>
      <nav aria-labelledby="popular-pages">
        <h2 id="popular-pages">Popular Pages</h2>
        <ul>
          {popularPages.map((page) => (
            <li key={page.href}>
              <Link href={page.href}>{page.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </StatusScreen>
  )
}
