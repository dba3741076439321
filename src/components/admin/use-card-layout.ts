import { useLayoutEffect, useState, type RefObject } from 'react'

/** The container width below which the table's rows are cards (the CSS module's query). */
export const cardLayoutBelowPx = 896

/** Whether the container is narrow enough for cards, followed as it resizes. */
export function useCardLayout(container: RefObject<HTMLElement | null>): boolean {
  const [cards, setCards] = useState(false)
  useLayoutEffect(() => {
    const element = container.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) =>
      setCards(entry.contentRect.width < cardLayoutBelowPx),
    )
    // It reports the size it finds first too, before the first paint.
    observer.observe(element)
    return () => observer.disconnect()
  }, [container])
  return cards
}
