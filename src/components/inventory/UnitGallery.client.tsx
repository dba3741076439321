'use client'

import { useState } from 'react'

import { LazyLightbox, preloadLightbox } from '@/components/inventory/LazyLightbox.client'
import { ThumbnailStrip } from '@/components/inventory/ThumbnailStrip.client'
import { TrailerImage } from '@/components/inventory/TrailerImage.client'
import { placeholderImage } from '@/lib/inventory/image-source'

import styles from '@/components/inventory/UnitGallery.module.css'

/** The photos of a unit page: a large one that opens the lightbox, thumbnails to pick it. */
export function UnitGallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0)
  const [opener, setOpener] = useState<HTMLElement | null>(null)
  if (images.length === 0) {
    return (
      <div className={styles.main}>
        <TrailerImage src={placeholderImage} alt="" fill sizes="(min-width: 900px) 55vw, 100vw" />
      </div>
    )
  }
  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.main}
        aria-label="Open full-screen photos"
        onPointerEnter={preloadLightbox}
        onFocus={preloadLightbox}
        onClick={(event) => setOpener(event.currentTarget)}
      >
        <TrailerImage
          key={images[index]}
          src={images[index]}
          alt={`${title}, image ${index + 1} of ${images.length}`}
          fill
          sizes="(min-width: 900px) 55vw, 100vw"
          preload
        />
      </button>
      {images.length > 1 && (
        <ThumbnailStrip
          images={images}
          index={index}
          onSelect={setIndex}
          label="Photos"
          width={120}
          classNames={{ list: styles.thumbs, thumb: styles.thumb }}
        />
      )}
      {opener && (
        <LazyLightbox
          images={images}
          title={title}
          startIndex={index}
          onClose={() => setOpener(null)}
          returnFocus={opener}
        />
      )}
    </div>
  )
}
