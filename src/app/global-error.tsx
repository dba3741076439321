'use client'

import { ErrorScreen } from '@/components/site/ErrorScreen'

/*
 * A failure in a root layout itself (e.g. site settings unreadable) replaces the whole document,
 * so this screen brings its own <html> and leaves by a full page load. It imports no global CSS:
 * that would also load into the /cms admin, which shares this file.
 */
export default function GlobalError({ error }: { error: unknown }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#1f2933' }}>
        <title>Something went wrong | Venture Trailers Edgewater</title>
        <main id="main">
          <ErrorScreen
            error={error}
            // A full load on purpose: the broken root layout cannot be trusted to route.
            // eslint-disable-next-line @next/next/no-location-assign-relative-destination
            onHome={() => window.location.assign('/')}
            onReload={() => window.location.reload()}
          />
        </main>
      </body>
    </html>
  )
}
