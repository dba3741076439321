/* Spec §5 and §9: what the image widget accepts and how it shrinks images before upload. */

export const maxImageSide = 1920
export const webpQuality = 0.85

export const notAnImageMessage = (fileName: string) => `"${fileName}" is not an image file`
export const tooManyImagesMessage = (max: number) =>
  `You can only upload up to ${max} images. Please remove some existing images first.`

export const isImageType = (type: string): boolean => type.startsWith('image/')

/** Scales width × height down (never up) to fit within bound × bound, keeping the aspect. */
export function fitWithin(width: number, height: number, bound = maxImageSide) {
  const scale = Math.min(1, bound / width, bound / height)
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

export function webpFileName(name: string): string {
  const dot = name.lastIndexOf('.')
  return `${dot > 0 ? name.slice(0, dot) : name}.webp`
}
