import type { HeroClip } from '@/components/home/HeroMedia.client'
import { mediaAddress } from '@/lib/media/picture'
import type { Home } from '@/payload-types'

/** The home hero's clips as file addresses; a clip whose poster or MP4 was deleted is left out. */
export function heroClips(videos: Home['hero']['videos']): HeroClip[] {
  return (videos ?? []).flatMap((video) => {
    const poster = mediaAddress(video.poster)
    const mp4 = mediaAddress(video.mp4)
    return poster && mp4 ? [{ poster, mp4, webm: mediaAddress(video.webm) }] : []
  })
}
