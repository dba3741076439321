'use client'

import { useEffect, type ReactNode } from 'react'

/*
 * Escape in an open date picker closes the picker, not the drawer around it (issue 52 item 4: the
 * schedule drawer). Payload's drawers are faceless-ui modals, which close the latest modal on any
 * Escape that reaches the document. React's own handlers run there first (the document is its
 * root), so by then the picker has closed itself and the drawer would follow. Whether a picker
 * was open is read before any handler runs (the window, capturing); this listener on the document
 * is added before the modal's (a provider's effects run before its parent's), so it can keep that
 * Escape from it.
 */
const pickerOpen = () => document.querySelector('.react-datepicker-popper') !== null

export function PickerEscape({ children }: { children: ReactNode }) {
  useEffect(() => {
    let fromPicker = false
    const beforeHandlers = (event: KeyboardEvent) => {
      fromPicker = event.key === 'Escape' && pickerOpen()
    }
    const beforeModal = (event: KeyboardEvent) => {
      if (fromPicker) event.stopImmediatePropagation()
    }
    window.addEventListener('keydown', beforeHandlers, true)
    document.addEventListener('keydown', beforeModal)
    return () => {
      window.removeEventListener('keydown', beforeHandlers, true)
      document.removeEventListener('keydown', beforeModal)
    }
  }, [])
  return children
}
