import { telHref } from '@/lib/contact-format'
import { StatusScreen } from '@/components/site/StatusScreen'

/*
 * A page that cannot be drawn while the database is unreachable (answered with 503). Plain links
 * only: the server sends it without scripts, and `href=""` reloads the address the visitor asked for.
 */
export function OutageScreen({ phone }: { phone?: string }) {
  return (
    <StatusScreen
      code="503"
      title="We'll be right back"
      text="This page is briefly unavailable while we reconnect to our inventory system. Please try again in a minute, or give us a call."
      actions={
        <>
          <a href="" className="btn btn-primary">
            Try Again
          </a>
          {phone && (
            <a href={telHref(phone)} className="btn btn-outline">
              Call {phone}
            </a>
          )}
        </>
      }
    />
  )
}
