import { stickersPath } from '@/lib/stickers/link'

/** 'Print stickers': the checked units' window stickers, or every available unit's (ADR 0026). */
export function PrintStickers({ ids }: { ids: readonly number[] }) {
  const which = ids.length > 0 ? `${ids.length} checked` : 'all available'
  return (
    <a className="btn btn-outline" href={stickersPath(ids)} target="_blank" rel="noopener">
      Print stickers <span>({which})</span>
      <span className="visually-hidden">, PDF, opens in a new tab</span>
    </a>
  )
}
