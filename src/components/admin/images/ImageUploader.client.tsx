'use client'

import { useState, type Dispatch, type SetStateAction } from 'react'

import { compressImages } from '@/components/admin/images/compress-image'
import { pickedImage, type ImageEntry } from '@/components/admin/images/image-entry'
import { ImageThumbnails } from '@/components/admin/images/ImageThumbnails.client'
import { isImageType, notAnImageMessage, tooManyImagesMessage } from '@/lib/admin/image-limits'

import styles from './ImageUploader.module.css'

type Props = {
  images: ImageEntry[]
  onChange: Dispatch<SetStateAction<ImageEntry[]>>
  /** Upload progress in percent by image key, while saving. */
  progress?: Record<string, number>
  max?: number
  disabled?: boolean
}

/** Spec §4, §5: drop zone and file picker, in-browser compression, reorderable thumbnails. */
export function ImageUploader({
  images,
  onChange,
  progress = {},
  max = 5,
  disabled = false,
}: Props) {
  const [dragOver, setDragOver] = useState(false)
  const [compressing, setCompressing] = useState(false)
  const inactive = disabled || compressing

  async function addFiles(files: File[]) {
    const accepted = files.filter((file) => {
      if (isImageType(file.type)) return true
      window.alert(notAnImageMessage(file.name))
      return false
    })
    if (accepted.length === 0) return
    if (images.length + accepted.length > max) {
      window.alert(tooManyImagesMessage(max))
      return
    }
    setCompressing(true)
    try {
      const compressed = await compressImages(accepted)
      onChange((current) => [...current, ...compressed.map(pickedImage)])
    } catch (error) {
      console.warn('Image compression failed', error)
      window.alert('Failed to compress images. Please try again.')
    } finally {
      setCompressing(false)
    }
  }

  return (
    <fieldset className={styles.widget} disabled={disabled}>
      <legend>Images</legend>
      <div
        className={dragOver ? `${styles.zone} ${styles.dragOver}` : styles.zone}
        onDragEnter={(event) => {
          event.preventDefault()
          if (!inactive) setDragOver(true)
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false)
        }}
        onDrop={(event) => {
          event.preventDefault()
          setDragOver(false)
          if (!inactive) void addFiles([...event.dataTransfer.files])
        }}
      >
        <p>Drag and drop images here, or</p>
        <label className={`btn btn-outline ${styles.pick}`}>
          Choose Images
          <input
            type="file"
            accept="image/*"
            multiple
            className="visually-hidden"
            disabled={inactive}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])]
              event.target.value = ''
              void addFiles(files)
            }}
          />
        </label>
        <p className={styles.hint}>PNG, JPG, WEBP up to 10MB each</p>
        <p className={styles.status} role="status">
          {compressing ? 'Optimizing images...' : `${images.length} of ${max} images`}
        </p>
      </div>
      {images.length > 0 && (
        <ImageThumbnails
          images={images}
          onChange={onChange}
          progress={progress}
          disabled={inactive}
        />
      )}
    </fieldset>
  )
}
