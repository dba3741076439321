const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Keeps Tab and Shift+Tab cycling inside `container` (a modal dialog). */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const elements = [...container.querySelectorAll<HTMLElement>(focusable)]
  if (elements.length === 0) return
  const first = elements[0]
  const last = elements[elements.length - 1]
  const active = document.activeElement
  const outside = !container.contains(active)
  if (event.shiftKey && (active === first || outside)) last.focus()
  else if (!event.shiftKey && (active === last || outside)) first.focus()
  else return
  event.preventDefault()
}
