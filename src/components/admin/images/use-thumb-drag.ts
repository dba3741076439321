import { useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react'

import { keyboardOffset, nearestSlot, type Point } from '@/lib/admin/image-order'

type Grab = Point & { index: number; via: 'pointer' | 'keyboard' }

/**
 * Moving a thumbnail by pointer drag or by keyboard (Space grabs, arrows move 25 px per press,
 * Space drops, Escape cancels). Either way it lands in the slot nearest to where it was let go.
 */
export function useThumbDrag(
  list: RefObject<HTMLOListElement | null>,
  onMove: (from: number, to: number) => void,
  announce: (message: string) => void,
) {
  const [grab, setGrab] = useState<Grab | null>(null)
  const pointerStart = useRef<Point>({ x: 0, y: 0 })

  function drop(current: Grab) {
    const slots = [...(list.current?.children ?? [])].map((slot) => {
      const rect = slot.getBoundingClientRect()
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }
    })
    const home = slots[current.index]
    setGrab(null)
    if (!home) return
    const to = nearestSlot(slots, { x: home.x + current.x, y: home.y + current.y })
    onMove(current.index, to)
    announce(
      to === current.index
        ? `Image ${to + 1} dropped where it was.`
        : `Image moved to position ${to + 1}${to === 0 ? ', the cover' : ''}.`,
    )
  }

  const pointer = (index: number) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return
      event.currentTarget.setPointerCapture(event.pointerId)
      pointerStart.current = { x: event.clientX, y: event.clientY }
      setGrab({ index, x: 0, y: 0, via: 'pointer' })
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (grab?.via !== 'pointer') return
      const { x, y } = pointerStart.current
      setGrab({ ...grab, x: event.clientX - x, y: event.clientY - y })
    },
    onPointerUp() {
      if (grab?.via === 'pointer') drop(grab)
    },
    onPointerCancel() {
      setGrab(null)
    },
  })

  function onKeyDown(index: number, event: KeyboardEvent<HTMLElement>) {
    const held = grab?.via === 'keyboard' && grab.index === index ? grab : null
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault()
      if (held) return drop(held)
      setGrab({ index, x: 0, y: 0, via: 'keyboard' })
      announce(`Image ${index + 1} grabbed. Arrow keys move it, Space drops it, Escape cancels.`)
      return
    }
    if (!held) return
    if (event.key === 'Escape') {
      // Escape would otherwise also close the dialog around the form.
      event.preventDefault()
      event.stopPropagation()
      setGrab(null)
      announce('Move cancelled.')
      return
    }
    const step = keyboardOffset(event.key)
    if (!step) return
    event.preventDefault()
    setGrab({ ...held, x: held.x + step.x, y: held.y + step.y })
  }

  return { grab, pointer, onKeyDown, cancel: () => setGrab(null) }
}
