import { NotFoundScreen } from '@/components/site/NotFoundScreen'

/*
 * notFound() inside a public page (an unknown guide, unit or category), drawn in the site's layout
 * once the browser runs the page. The server's HTML for such a page is the global 404 document
 * (src/app/global-not-found.tsx), which server.mjs sends in place of Next's empty error shell.
 */
export default function NotFound() {
  return <NotFoundScreen />
}
