'use client'

import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react'

import { releaseImage, type ImageEntry } from '@/components/admin/images/image-entry'
import { useThumbDrag } from '@/components/admin/images/use-thumb-drag'
import { moveItem } from '@/lib/admin/image-order'

import styles from './ImageUploader.module.css'

type Props = {
  images: ImageEntry[]
  onChange: Dispatch<SetStateAction<ImageEntry[]>>
  progress: Record<string, number>
  disabled: boolean
}

type Control = 'handle' | 'left' | 'right'

export function ImageThumbnails({ images, onChange, progress, disabled }: Props) {
  const list = useRef<HTMLOListElement>(null)
  const hintId = useId()
  const [message, setMessage] = useState('')
  // React moves list items by re-inserting them, which drops focus: put it back after a move.
  const refocus = useRef<{ key: string; control: Control } | null>(null)

  function move(from: number, to: number, control: Control = 'handle') {
    refocus.current = { key: images[from].key, control }
    onChange((current) => moveItem(current, from, to))
  }
  const drag = useThumbDrag(list, move, setMessage)

  useEffect(() => {
    const target = refocus.current
    refocus.current = null
    if (!target) return
    const slot = list.current?.querySelector(`[data-key="${target.key}"]`)
    const control = slot?.querySelector<HTMLElement>(`[data-control="${target.control}"]`)
    const usable =
      control && !control.matches(':disabled')
        ? control
        : slot?.querySelector<HTMLElement>('[data-control="handle"]')
    usable?.focus()
  }, [images])

  function remove(index: number) {
    releaseImage(images[index])
    onChange((current) => current.filter((_, i) => i !== index))
    setMessage(`Image ${index + 1} removed.`)
  }

  return (
    <>
      <p id={hintId} className={styles.hint}>
        The first image is the cover. Drag a thumbnail to reorder, or focus it, press Space, move it
        with the arrow keys and press Space again; the arrow buttons move it one place.
      </p>
      <ol ref={list} className={styles.thumbs} aria-label="Selected images">
        {images.map((image, index) => {
          const grabbed = drag.grab?.index === index
          const label = `Image ${index + 1} of ${images.length}${index === 0 ? ', cover' : ''}: ${image.name}`
          return (
            <li key={image.key} data-key={image.key} className={styles.slot}>
              <div
                data-control="handle"
                role="button"
                tabIndex={disabled ? -1 : 0}
                aria-disabled={disabled || undefined}
                aria-roledescription="sortable image"
                aria-label={label}
                aria-pressed={grabbed}
                aria-describedby={hintId}
                className={grabbed ? `${styles.thumb} ${styles.grabbed}` : styles.thumb}
                style={
                  grabbed
                    ? { transform: `translate(${drag.grab!.x}px, ${drag.grab!.y}px)` }
                    : undefined
                }
                onKeyDown={(event) => !disabled && drag.onKeyDown(index, event)}
                onBlur={() => drag.grab?.via === 'keyboard' && drag.cancel()}
                {...(disabled ? {} : drag.pointer(index))}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- local previews (blob:) and uploads */}
                <img src={image.src} alt="" draggable={false} />
                {index === 0 && <span className={styles.cover}>Cover</span>}
                {progress[image.key] !== undefined && (
                  <progress
                    max={100}
                    value={progress[image.key]}
                    aria-label={`Uploading ${image.name}`}
                  />
                )}
              </div>
              <div className={styles.thumbActions}>
                <button
                  type="button"
                  data-control="left"
                  disabled={disabled || index === 0}
                  aria-label={`Move image ${index + 1} left`}
                  onClick={() => move(index, index - 1, 'left')}
                >
                  <span aria-hidden="true">←</span>
                </button>
                <button
                  type="button"
                  data-control="right"
                  disabled={disabled || index === images.length - 1}
                  aria-label={`Move image ${index + 1} right`}
                  onClick={() => move(index, index + 1, 'right')}
                >
                  <span aria-hidden="true">→</span>
                </button>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      <p className="visually-hidden" aria-live="assertive">
        {message}
      </p>
    </>
  )
}
