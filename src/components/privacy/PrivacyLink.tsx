/**
 * Beside every form that takes something personal (issue 55): where the shopper reads what is kept
 * of it, for how long, and their rights. A plain link, for server and client components alike.
 */
export function PrivacyLink() {
  return (
    <>
      {' '}
      <a href="/privacy">How we use what you send</a>.
    </>
  )
}
