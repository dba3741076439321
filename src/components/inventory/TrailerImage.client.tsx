'use client'

import { useState, type CSSProperties } from 'react'
import { preload as preloadImage } from 'react-dom'

import { responsiveSource } from '@/lib/images/responsive-source'
import { canOptimizeImage, fallbackImage } from '@/lib/inventory/image-source'

type Props = {
  src: string
  alt: string
  sizes?: string
  /** Fills its positioned parent, as next/image's `fill`. */
  fill?: boolean
  width?: number
  height?: number
  className?: string
  loading?: 'eager' | 'lazy'
  /** The page's first paint: preloaded from <head>, fetched before any script. */
  preload?: boolean
}

const fillStyle: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  color: 'transparent',
}

/**
 * A trailer photo; a broken one gives way to the dealer logo (spec doc 2 §8). next/image's
 * output as a plain <img> (responsive-source.ts), without its client code (bench/BUNDLE.md).
 */
export function TrailerImage({
  src,
  alt,
  sizes,
  fill,
  width,
  height,
  className,
  loading,
  preload,
}: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const failed = failedSrc === src
  const source = failed ? fallbackImage : src
  const image: { src: string; srcSet?: string; sizes?: string } = canOptimizeImage(source)
    ? responsiveSource(source, { width, sizes })
    : { src: source }
  if (preload) {
    // In <head> of the server's HTML, so the browser asks for it before the page's scripts.
    preloadImage(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: 'high',
    })
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's output, minus the client code
    <img
      alt={alt}
      loading={preload || loading === 'eager' ? 'eager' : 'lazy'}
      fetchPriority={preload ? 'high' : undefined}
      width={width}
      height={height}
      decoding="async"
      className={className}
      style={fill ? fillStyle : { color: 'transparent' }}
      sizes={image.sizes}
      srcSet={image.srcSet}
      src={image.src}
      data-fallback={failed || undefined}
      onError={() => setFailedSrc(src)}
      ref={replayErrorBeforeHydration}
    />
  )
}

/*
 * React does not replay an <img>'s error that happened before hydration; setting the address
 * again makes the browser fire it (or load) once more, as next/image does.
 */
function replayErrorBeforeHydration(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth === 0) {
    img.src = img.src
  }
}
