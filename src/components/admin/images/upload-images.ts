import { uploadImage } from '@/components/admin/inventory-api'
import { releaseImage, storedImage, type ImageEntry } from '@/components/admin/images/image-entry'

/**
 * Spec §7: uploads the picked images one by one, in list order. A failed upload is skipped (the
 * item is still saved); stored URLs are kept where they are in the list.
 */
export async function uploadPending(
  entries: ImageEntry[],
  onProgress: (key: string, percent: number) => void,
): Promise<{ entries: ImageEntry[]; uploadFailed: boolean }> {
  const result: ImageEntry[] = []
  let attempted = 0
  let uploaded = 0
  for (const entry of entries) {
    if (!entry.file) {
      result.push(entry)
      continue
    }
    attempted++
    try {
      const url = await uploadImage(entry.file, (percent) => onProgress(entry.key, percent))
      uploaded++
      releaseImage(entry)
      result.push({ ...storedImage(url), key: entry.key })
    } catch (error) {
      console.warn(`Image upload failed for "${entry.name}"; saving the item without it.`, error)
    }
  }
  return { entries: result, uploadFailed: attempted > 0 && uploaded === 0 }
}
