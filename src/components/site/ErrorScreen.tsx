import { StatusScreen } from '@/components/site/StatusScreen'

/** What the visitor may see of a failure: the message and, for server errors, the log digest. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const digest = (error as Error & { digest?: string }).digest
    return [error.message || error.name, digest && `Reference: ${digest}`]
      .filter(Boolean)
      .join('\n')
  }
  return String(error)
}

/** The 'Oops! Something went wrong' screen, shared by the site's error boundary and global-error. */
export function ErrorScreen({
  error,
  onHome,
  onReload,
}: {
  error: unknown
  onHome: () => void
  onReload: () => void
}) {
  return (
    <StatusScreen
      title="Oops! Something went wrong"
      text="We're sorry, but something unexpected happened. Please try again, or head back to the home page."
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={onHome}>
            Go to Home Page
          </button>
          <button type="button" className="btn btn-outline" onClick={onReload}>
            Reload Page
          </button>
        </>
      }
    >
      <details>
        <summary>Error details</summary>
        <pre>{describeError(error)}</pre>
      </details>
    </StatusScreen>
  )
}
