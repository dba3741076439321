'use client'

import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'

import { TrailerImage } from '@/components/inventory/TrailerImage.client'
import { ThumbnailStrip } from '@/components/inventory/ThumbnailStrip.client'
import { trapTab } from '@/components/inventory/focus-trap'

import styles from '@/components/inventory/Lightbox.module.css'

type Props = {
  images: string[]
  title: string
  startIndex: number
  onClose: () => void
  /** Where focus goes back to on close (the image the viewer was opened from). */
  returnFocus: HTMLElement | null
}

/**
 * Full-screen image viewer (spec doc 2 §2): close, previous/next with wrap-around when there are
 * several images, 'i / n', thumbnails; Escape and the arrow keys; page scroll locked; a click on
 * the backdrop closes. A modal dialog: focus moves in, stays in, and returns on close.
 */
export function Lightbox({ images, title, startIndex, onClose, returnFocus }: Props) {
  const [index, setIndex] = useState(startIndex)
  const dialog = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const count = images.length
  const several = count > 1
  const go = useCallback((step: number) => setIndex((i) => (i + step + count) % count), [count])

  useEffect(() => {
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    closeButton.current?.focus()
    return () => {
      root.style.overflow = overflow
      returnFocus?.focus()
    }
  }, [returnFocus])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && dialog.current) return trapTab(event, dialog.current)
      if (event.key === 'Escape') onClose()
      else if (event.key === 'ArrowLeft' && several) go(-1)
      else if (event.key === 'ArrowRight' && several) go(1)
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [go, onClose, several])

  // The backdrop is whatever empty area was hit, never the photo or a control.
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget || (event.target as HTMLElement).dataset.backdrop) {
      onClose()
    }
  }

  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={`${title}: photos`}
      className={styles.dialog}
      onClick={onBackdrop}
    >
      <button ref={closeButton} type="button" className={styles.close} onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Close</span>
      </button>
      <div className={styles.stage} data-backdrop="true">
        {several && (
          <button type="button" className={styles.prev} onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous image</span>
          </button>
        )}
        <TrailerImage
          key={images[index]}
          src={images[index]}
          alt={`${title}, image ${index + 1} of ${count}`}
          width={1920}
          height={1440}
          sizes="100vw"
          loading="eager"
          className={styles.image}
        />
        {several && (
          <button type="button" className={styles.next} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next image</span>
          </button>
        )}
      </div>
      <p className={styles.counter} aria-live="polite" data-backdrop="true">
        {index + 1} / {count}
      </p>
      {several && (
        <ThumbnailStrip
          images={images}
          index={index}
          onSelect={setIndex}
          label="Thumbnails"
          width={96}
          classNames={{ list: styles.thumbs, thumb: styles.thumb }}
          backdrop
        />
      )}
    </div>,
    document.body,
  )
}
