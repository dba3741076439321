import { fileTypeFromBuffer } from 'file-type'

import { HttpError } from '@/server/api/http-error'

export const acceptedVideoTypes = ['video/mp4', 'video/webm'] as const

const megabyte = 1024 * 1024

/**
 * Checks a hero video by its bytes (never its name or declared type) and its size against the
 * operator's MEDIA_VIDEO_MAX_MB. A video is stored as sent: re-encoding belongs in the editor's
 * video tool, not in a web request.
 */
export async function checkVideo(
  data: Buffer,
  maxMegabytes: number,
): Promise<(typeof acceptedVideoTypes)[number]> {
  if (data.length > maxMegabytes * megabyte) {
    throw new HttpError(413, `Videos may be at most ${maxMegabytes} MB`)
  }
  const sniffed = await fileTypeFromBuffer(data)
  const type = acceptedVideoTypes.find((accepted) => accepted === sniffed?.mime)
  if (!type) throw new HttpError(415, 'Only MP4 or WebM videos are accepted')
  return type
}

/** Whether an upload says it is a video: it is then checked as one, else as an image. */
export const claimsVideo = (mimetype: string | undefined, name: string): boolean =>
  Boolean(mimetype?.startsWith('video/')) || /\.(mp4|webm)$/i.test(name)
