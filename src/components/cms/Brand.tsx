import { StaticImage } from '@/components/ui/StaticImage'

/*
 * The dealer's mark where Payload shows its own (issue 52 item 9): the logo on the sign-in page,
 * the square icon at the top of the menu.
 */
export function CmsLogo() {
  return (
    <StaticImage
      src="/brand/logo.webp"
      alt="Venture Trailers"
      width={264}
      height={80}
      unoptimized
    />
  )
}

export function CmsIcon() {
  return <StaticImage src="/icon.png" alt="" width={32} height={32} unoptimized />
}
