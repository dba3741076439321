'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

import type { NavLink } from '@/components/site/navigation'

import styles from './Header.module.css'

/** The spec's delay between the pointer leaving the dropdown and the dropdown closing. */
export const DROPDOWN_CLOSE_DELAY_MS = 200

/**
 * Opens on mouse hover (closing 200 ms after the pointer leaves), on tap, and by keyboard: the
 * button toggles with Enter/Space, Escape closes and returns focus to it, and tabbing out closes.
 */
export function TrailersDropdown({ links }: { links: readonly NavLink[] }) {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const hovering = useRef(false)
  const panelId = useId()

  const cancelClose = () => clearTimeout(closeTimer.current)

  useEffect(() => cancelClose, [])

  useEffect(() => {
    if (!open) return
    const closeOnOutsidePointer = (event: globalThis.PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [open])

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    hovering.current = true
    cancelClose()
    setOpen(true)
  }

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    hovering.current = false
    cancelClose()
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    setOpen(false)
    button.current?.focus()
  }

  return (
    <div
      ref={wrapper}
      className={styles.dropdown}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={panelId}
        // A mouse click while hovering keeps the hover-opened menu open instead of toggling it shut;
        // keyboard activation (detail 0) and taps toggle.
        onClick={(event) =>
          setOpen((wasOpen) => (event.detail > 0 && hovering.current) || !wasOpen)
        }
      >
        Trailers
        <svg className={styles.caret} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.panelLink} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
