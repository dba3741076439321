import type { CSSProperties } from 'react'

import type { Picture } from '@/lib/media/picture'

type Props = {
  picture: Picture
  sizes: string
  className?: string
  /** Fills its positioned parent (as next/image's `fill`), cropped around the focal point. */
  fill?: boolean
  /**
   * Beside a heading that says the same (a card, a hero): alt="" so a screen reader does not read
   * it twice (ADR 0037). Otherwise the media's own alt text.
   */
  decorative?: boolean
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low' | 'auto'
}

const filled: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  color: 'transparent',
}

/**
 * A media library picture as a plain <img> with the sizes Payload made as its srcset (no client
 * code, as StaticImage). An eager one sits in a <picture> for the reason StaticImage gives.
 */
export function MediaImage({
  picture,
  sizes,
  className,
  fill = false,
  decorative = false,
  loading = 'lazy',
  fetchPriority,
}: Props) {
  const tag = (
    // eslint-disable-next-line @next/next/no-img-element -- Payload's sizes, no client code
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={sizes}
      alt={decorative ? '' : picture.alt}
      {...(!fill && { width: picture.width, height: picture.height })}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
      style={{ ...(fill && filled), objectPosition: picture.objectPosition }}
    />
  )
  return loading === 'lazy' ? tag : <picture style={{ display: 'contents' }}>{tag}</picture>
}
