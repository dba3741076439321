'use client'

import Image, { type ImageProps } from 'next/image'
import { useState } from 'react'

import { canOptimizeImage, fallbackImage } from '@/lib/inventory/image-source'

type Props = Omit<ImageProps, 'src' | 'unoptimized' | 'onError'> & { src: string }

/** A trailer photo; a broken one gives way to the dealer logo (spec doc 2 §8). */
export function TrailerImage({ src, alt, ...props }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const failed = failedSrc === src
  const source = failed ? fallbackImage : src
  return (
    <Image
      {...props}
      src={source}
      alt={alt}
      unoptimized={!canOptimizeImage(source)}
      data-fallback={failed || undefined}
      onError={() => setFailedSrc(src)}
    />
  )
}
