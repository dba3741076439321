/** One image in the widget: already stored (src is its URL) or picked and not yet uploaded. */
export type ImageEntry = { key: string; src: string; name: string; file?: File }

let counter = 0
const nextKey = () => `image-${Date.now()}-${counter++}`

export const storedImage = (url: string): ImageEntry => ({
  key: nextKey(),
  src: url,
  name: url.split('/').pop() || url,
})

export const pickedImage = (file: File): ImageEntry => ({
  key: nextKey(),
  src: URL.createObjectURL(file),
  name: file.name,
  file,
})

export function releaseImage(entry: ImageEntry): void {
  if (entry.file) URL.revokeObjectURL(entry.src)
}
