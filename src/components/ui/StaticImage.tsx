import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

type Props = Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder'>

/**
 * next/image's resized sources, sizes and layout as a plain <img>. next/image is a client
 * component: every one on a page downloads its code and is hydrated, which on a phone's CPU is
 * blocking time for a picture that never changes. Server components render this instead; images
 * that react to errors (inventory photos) keep next/image.
 */
export function StaticImage({ preload = false, alt, ...props }: Props) {
  const { props: img } = getImageProps({
    ...props,
    alt,
    ...(preload && { preload: true, fetchPriority: 'high' }),
  })
  // What next/image does for `preload`: a <link rel=preload> in <head>, so the browser fetches
  // the image before it has parsed the stylesheets.
  if (preload) {
    preloadResource(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: 'high',
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own <img> output, minus the client code
  return <img {...img} alt={alt} />
}
