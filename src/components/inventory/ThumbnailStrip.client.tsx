'use client'

import { TrailerImage } from '@/components/inventory/TrailerImage.client'

type Props = {
  images: string[]
  index: number
  onSelect: (index: number) => void
  label: string
  /** Thumbnail size in CSS pixels (4:3). */
  width: number
  classNames: { list: string; thumb: string }
  backdrop?: boolean
}

/** The row of thumbnails under the unit gallery and the lightbox: one button per image. */
export function ThumbnailStrip({
  images,
  index,
  onSelect,
  label,
  width,
  classNames,
  backdrop,
}: Props) {
  const height = (width * 3) / 4
  return (
    <ul
      className={classNames.list}
      aria-label={label}
      data-backdrop={backdrop ? 'true' : undefined}
    >
      {images.map((src, i) => (
        <li key={src}>
          <button
            type="button"
            className={classNames.thumb}
            aria-current={i === index || undefined}
            onClick={() => onSelect(i)}
          >
            <TrailerImage src={src} alt="" width={width} height={height} sizes={`${width}px`} />
            <span className="visually-hidden">Show image {i + 1}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
