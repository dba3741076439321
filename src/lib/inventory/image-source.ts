/*
 * next/image only resizes paths allowed by images.localPatterns in next.config.mjs (and throws on
 * others); staff may also link remote photos. Those, and SVGs, are shown as they are.
 */
const optimizedPrefixes = ['/images/', '/cms/api/media/file/', '/media/']

export const fallbackImage = '/brand/logo.svg'
export const placeholderImage = '/images/placeholder-trailer.svg'

export function canOptimizeImage(src: string): boolean {
  const path = src.split(/[?#]/)[0]
  return !path.endsWith('.svg') && optimizedPrefixes.some((prefix) => path.startsWith(prefix))
}
