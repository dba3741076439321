import { getImageProps, type ImageProps } from 'next/image'

type Props = Omit<ImageProps, 'priority' | 'preload' | 'onLoad' | 'onError' | 'placeholder'>

/**
 * next/image's resized sources, sizes and layout as a plain <img>. next/image is a client
 * component: every one on a page downloads its code and is hydrated, which on a phone's CPU is
 * blocking time for a picture that never changes. Server components render this instead; images
 * that react to errors (inventory photos) keep next/image.
 *
 * No `preload` prop: an image that paints first takes loading="eager" and fetchPriority="high",
 * and the browser's preload scanner finds it in the server HTML. Mind that React sends a preload
 * hint with a route's payload for every eager <img> a server component renders, so pages that
 * prefetch the route fetch that image too (see HeroMedia for the one that was too heavy for it).
 */
export function StaticImage({ alt, ...props }: Props) {
  const { props: img } = getImageProps({ ...props, alt })
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own <img> output, minus the client code
  return <img {...img} alt={alt} />
}
