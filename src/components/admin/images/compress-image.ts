import { fitWithin, webpFileName, webpQuality } from '@/lib/admin/image-limits'

/* Spec §7: images are shrunk to fit 1920 × 1920 and re-encoded as WebP in the browser. */

function readFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.onerror = () => reject(new Error('Failed to read file'))
    reader.readAsDataURL(file)
  })
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('Failed to load image'))
    image.src = src
  })
}

export async function compressImage(file: File): Promise<File> {
  const image = await loadImage(await readFile(file))
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Failed to get canvas context')
  context.drawImage(image, 0, 0, width, height)
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/webp', webpQuality),
  )
  // A browser that cannot encode WebP hands back a PNG instead: that is a failure here.
  if (!blob || blob.type !== 'image/webp') throw new Error('Failed to create blob')
  return new File([blob], webpFileName(file.name), { type: 'image/webp' })
}

/** Each file compressed, or the original when its compression fails. */
export function compressImages(files: File[]): Promise<File[]> {
  return Promise.all(
    files.map((file) =>
      compressImage(file).catch((error: unknown) => {
        console.warn(`Could not compress "${file.name}"; uploading the original.`, error)
        return file
      }),
    ),
  )
}
