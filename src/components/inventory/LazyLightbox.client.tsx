'use client'

import { lazy, Suspense, type ComponentProps } from 'react'

/*
 * The lightbox, fetched when a shopper reaches for a photo (a pointer over it, focus), not with
 * the page: most visits never open it, and every visit would load it first. Opened before the
 * fetch ends, it shows once it arrives.
 */
export const preloadLightbox = () => import('@/components/inventory/Lightbox.client')

const Viewer = lazy(() => preloadLightbox().then(({ Lightbox }) => ({ default: Lightbox })))

export function LazyLightbox(props: ComponentProps<typeof Viewer>) {
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  )
}
