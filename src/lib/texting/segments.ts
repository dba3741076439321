/*
 * How many messages a text is billed as. The GSM 03.38 alphabet fits 160 characters in one
 * message, 153 a part once split; its extension characters take two places. Any other character
 * sends the whole text as UCS-2: 70, then 67 a part, counted in UTF-16 units as the network does.
 */
const gsmBasic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const gsmExtension = '^{}\\[~]|€\f'

export type SegmentCount = { encoding: 'GSM-7' | 'UCS-2'; units: number; segments: number }

export function segmentCount(text: string): SegmentCount {
  let units = 0
  for (const char of text) {
    if (gsmBasic.includes(char)) units += 1
    else if (gsmExtension.includes(char)) units += 2
    else return ucs2(text)
  }
  return { encoding: 'GSM-7', units, segments: parts(units, 160, 153) }
}

const ucs2 = (text: string): SegmentCount => ({
  encoding: 'UCS-2',
  units: text.length,
  segments: parts(text.length, 70, 67),
})

const parts = (units: number, single: number, part: number) =>
  units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / part)

/** '1 text (42/160)' or '3 texts (UCS-2)': what the editor and the card show under a text. */
export function segmentLabel(text: string): string {
  const { encoding, units, segments } = segmentCount(text)
  const count = `${segments} text${segments === 1 ? '' : 's'}`
  if (encoding === 'UCS-2') return `${count} (${units} characters, special characters: 70 a text)`
  return `${count} (${units} characters)`
}
