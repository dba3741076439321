'use client'

import { lazy, Suspense, useEffect, type ComponentProps, type ComponentType } from 'react'

import type { Lightbox } from '@/components/inventory/Lightbox.client'

type Props = ComponentProps<typeof Lightbox>

const load = () => import('@/components/inventory/Lightbox.client')

/*
 * The lightbox is fetched when a shopper reaches for a photo (a pointer over it, focus), not with
 * the page: most visits never open it, and every visit would load it first. Opened before the
 * fetch ends, it shows once it arrives.
 */
export function preloadLightbox(): void {
  load().catch(() => {})
}

/* A chunk that cannot be fetched (a release deployed since the page loaded) leaves the page as it
   was: the viewer closes at once instead of the page giving way to its error screen. */
function Unavailable({ onClose }: Props) {
  useEffect(onClose, [onClose])
  return null
}

const Viewer = lazy<ComponentType<Props>>(() =>
  load().then(
    ({ Lightbox }) => ({ default: Lightbox }),
    () => ({ default: Unavailable }),
  ),
)

export function LazyLightbox(props: Props) {
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  )
}
