import { getImageProps, type ImageProps } from 'next/image'

type Props = Omit<ImageProps, 'priority' | 'preload' | 'onLoad' | 'onError' | 'placeholder'>

/**
 * next/image's resized sources, sizes and layout as a plain <img>. next/image is a client
 * component: every one on a page downloads its code and is hydrated, which on a phone's CPU is
 * blocking time for a picture that never changes. Server components render this instead; images
 * that react to errors (inventory photos) keep next/image.
 *
 * An image that paints first takes loading="eager" and fetchPriority="high"; the browser's
 * preload scanner finds it in the server HTML. React also sends a preload hint for every eager
 * <img> in a route's payload, so any page that merely prefetches the route (a dropdown of ten
 * category links, once opened) would download those images; it sends none for an <img> inside a
 * <picture>, which `display: contents` keeps out of the layout.
 */
export function StaticImage({ alt, ...props }: Props) {
  const { props: img } = getImageProps({ ...props, alt })
  // eslint-disable-next-line @next/next/no-img-element -- next/image's output, minus the client code
  const tag = <img {...img} alt={alt} />
  return img.loading === 'lazy' ? tag : <picture style={{ display: 'contents' }}>{tag}</picture>
}
