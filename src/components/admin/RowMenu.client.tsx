'use client'

import * as Menu from '@radix-ui/react-dropdown-menu'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import type { UnitStatus } from '@/lib/inventory/lifecycle'
import { leadPath } from '@/lib/leads/lead-path'
import { stickerPath } from '@/lib/stickers/link'

import styles from './RowMenu.module.css'

type Props = {
  item: InventoryApiItem
  /** The lead of the reservation holding the unit: its card releases the hold (ADR 0063). */
  reservationLead: number | null
  onStatus: (status: UnitStatus) => void
  onDelete: () => void
}

/* The two one-tap moves staff make on the lot; a held or sold unit offers its way back. */
function statusMoves(status: UnitStatus): { label: string; status: UnitStatus }[] {
  if (status === 'sold') return [{ label: 'Mark available', status: 'available' }]
  return [
    status === 'pending_sale'
      ? { label: 'Mark available', status: 'available' }
      : { label: 'Mark pending', status: 'pending_sale' },
    { label: 'Mark sold', status: 'sold' },
  ]
}

/**
 * A row's other actions behind one button (issue 40): Radix's menu gives the WAI-ARIA menu
 * button (Enter, Space or ArrowDown opens, arrows move, Escape closes and focus returns). Not
 * modal, so the rest of the page stays in the accessibility tree while it is open.
 */
export function RowMenu({ item, reservationLead, onStatus, onDelete }: Props) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className={`btn btn-outline ${styles.trigger}`}>
        More<span className="visually-hidden"> actions for {item.model_name}</span>
        <span aria-hidden="true"> ▾</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.menu} align="end" sideOffset={4} loop>
          {statusMoves(item.status).map((move) => (
            <Menu.Item
              key={move.label}
              className={styles.item}
              aria-label={`${move.label}: ${item.model_name}`}
              onSelect={() => onStatus(move.status)}
            >
              {move.label}
            </Menu.Item>
          ))}
          {reservationLead !== null && (
            <Menu.Item className={styles.item} asChild>
              <a
                href={leadPath(reservationLead)}
                aria-label={`Reservation lead for ${item.model_name}`}
              >
                Reservation
              </a>
            </Menu.Item>
          )}
          <Menu.Item className={styles.item} asChild>
            <a
              href={stickerPath(item.id)}
              target="_blank"
              rel="noopener"
              aria-label={`Sticker for ${item.model_name} (PDF, opens in a new tab)`}
            >
              Sticker
            </a>
          </Menu.Item>
          <Menu.Separator className={styles.separator} />
          <Menu.Item
            className={`${styles.item} ${styles.danger}`}
            aria-label={`Delete ${item.model_name}`}
            onSelect={onDelete}
          >
            Delete
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
