'use client'

import { useCallback, useRef, useState, useSyncExternalStore } from 'react'

export type HeroClip = { poster: string; mp4: string; webm?: string | null }

/** The spec's hero speed: half of normal. */
export const HERO_PLAYBACK_RATE = 0.5

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/* The server and the first client render show no video: the poster underneath paints first,
   and visitors who ask for reduced motion never get one. */
const useMotionAllowed = () =>
  useSyncExternalStore(
    subscribe,
    () => !window.matchMedia(reducedMotionQuery).matches,
    () => false,
  )

/**
 * The hero's first poster and, over it, a muted background video cycling through the clips in
 * order at half speed. A clip that ends or fails to load hands over to the next; when every clip
 * has failed in a row it gives up, leaving the poster.
 *
 * The poster is drawn here, in a client component, rather than by the server component around
 * it: React sends a preload hint for each eager <img> a server component renders, and with it
 * every page that prefetches home (the header logo links there) would download the poster.
 */
export function HeroMedia({ clips, className }: { clips: HeroClip[]; className?: string }) {
  const motionAllowed = useMotionAllowed()
  const [index, setIndex] = useState(0)
  const failures = useRef(0)
  const [gaveUp, setGaveUp] = useState(false)

  const next = useCallback(
    (failed: boolean) => {
      failures.current = failed ? failures.current + 1 : 0
      if (failures.current >= clips.length) setGaveUp(true)
      else setIndex((current) => (current + 1) % clips.length)
    },
    [clips.length],
  )

  const start = useCallback((video: HTMLVideoElement | null) => {
    if (!video) return
    video.muted = true
    video.defaultPlaybackRate = HERO_PLAYBACK_RATE
    video.playbackRate = HERO_PLAYBACK_RATE
    video.play().catch(() => {
      // Autoplay refused (e.g. data saver): the poster stays, which is fine.
    })
  }, [])

  const clip = clips[index]
  const poster = clips[0]?.poster
  return (
    <>
      {poster && (
        // eslint-disable-next-line @next/next/no-img-element -- a pre-sized poster: nothing to optimise
        <img src={poster} alt="" className={className} fetchPriority="high" decoding="async" />
      )}
      {motionAllowed && !gaveUp && clip && (
        <video
          key={index}
          ref={start}
          className={className}
          poster={clip.poster}
          muted
          playsInline
          autoPlay
          preload="auto"
          aria-hidden="true"
          data-clip={index}
          onEnded={() => next(false)}
          onError={() => next(true)}
          onLoadedMetadata={(event) => {
            event.currentTarget.playbackRate = HERO_PLAYBACK_RATE
          }}
        >
          {clip.webm && <source src={clip.webm} type="video/webm" />}
          <source src={clip.mp4} type="video/mp4" onError={() => next(true)} />
        </video>
      )}
    </>
  )
}
