/* Reordering the image list of the upload widget; the first image is the cover. */

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length) return [...list]
  const target = Math.min(Math.max(to, 0), list.length - 1)
  const next = [...list]
  const [moved] = next.splice(from, 1)
  next.splice(target, 0, moved)
  return next
}

export type Point = { x: number; y: number }

/** Where a dragged thumbnail lands: the slot whose centre is nearest to the thumbnail's centre. */
export function nearestSlot(centres: readonly Point[], point: Point): number {
  let best = 0
  let bestDistance = Infinity
  centres.forEach((centre, index) => {
    const distance = (centre.x - point.x) ** 2 + (centre.y - point.y) ** 2
    if (distance < bestDistance) {
      best = index
      bestDistance = distance
    }
  })
  return best
}

// Spec §9: a grabbed thumbnail moves 25 px per arrow key press.
export const keyboardStep = 25

export function keyboardOffset(key: string): Point | null {
  switch (key) {
    case 'ArrowLeft':
      return { x: -keyboardStep, y: 0 }
    case 'ArrowRight':
      return { x: keyboardStep, y: 0 }
    case 'ArrowUp':
      return { x: 0, y: -keyboardStep }
    case 'ArrowDown':
      return { x: 0, y: keyboardStep }
    default:
      return null
  }
}
