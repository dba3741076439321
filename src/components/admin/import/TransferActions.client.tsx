'use client'

import { useState } from 'react'

import { announceInventoryChange } from '@/components/admin/announce'
import { ImportDialog } from '@/components/admin/import/ImportDialog.client'
import { Modal } from '@/components/admin/Modal.client'

import styles from './Import.module.css'

/** The panel's CSV export link and 'Import CSV' button with its preview dialog. */
export function TransferActions({ onImported }: { onImported: () => void }) {
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState<string | null>(null)

  function applied(message: string) {
    setOpen(false)
    setDone(message)
    announceInventoryChange('import', 0)
    onImported()
  }

  return (
    <div className={styles.transfer}>
      <a className="btn btn-outline" href="/api/inventory/export.csv" download>
        Export CSV
      </a>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          setDone(null)
          setOpen(true)
        }}
      >
        Import CSV
      </button>
      <p className={styles.done} role="status">
        {done}
      </p>
      {open && (
        <Modal title="Import CSV" onClose={() => setOpen(false)} wide>
          <ImportDialog onApplied={applied} />
        </Modal>
      )}
    </div>
  )
}
