import { StaticImage } from '@/components/ui/StaticImage'

/**
 * The dealer's logo as a raster (tools/assets renders it from logo.svg at three times its
 * largest display size): it decodes off the main thread, where an SVG image would be laid out and
 * painted, fonts and all, before the page's first paint.
 */
export function SiteLogo({
  businessName,
  className,
  eager = false,
}: {
  businessName: string
  className?: string
  eager?: boolean
}) {
  return (
    <StaticImage
      src="/brand/logo.webp"
      alt={`${businessName} home`}
      width={264}
      height={80}
      unoptimized
      loading={eager ? 'eager' : 'lazy'}
      className={className}
    />
  )
}
