import { readFile } from 'node:fs/promises'

import { describe, expect, it } from 'vitest'

import { checkVideo, claimsVideo } from '@/server/media/videos-check'

describe('checkVideo', () => {
  it('takes MP4 and WebM by their bytes', async () => {
    expect(await checkVideo(await readFile('public/hero/clip-1.mp4'), 25)).toBe('video/mp4')
    expect(await checkVideo(await readFile('public/hero/clip-1.webm'), 25)).toBe('video/webm')
  })

  it('refuses a page or a picture named as a video (415), whatever its name says', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>')
    await expect(checkVideo(html, 25)).rejects.toMatchObject({ status: 415 })
    const png = await readFile('public/icon.png')
    await expect(checkVideo(png, 25)).rejects.toMatchObject({ status: 415 })
  })

  it("refuses a video over the operator's MEDIA_VIDEO_MAX_MB (413) and says the limit", async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1)
    await expect(checkVideo(big, 2)).rejects.toMatchObject({
      status: 413,
      message: 'Videos may be at most 2 MB',
    })
  })

  it('checks an upload as a video when its type or name says so, else as an image', () => {
    expect(claimsVideo('video/mp4', 'clip')).toBe(true)
    expect(claimsVideo('application/octet-stream', 'clip.webm')).toBe(true)
    expect(claimsVideo('image/png', 'photo.png')).toBe(false)
  })
})
