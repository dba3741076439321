import { crc32, deflateSync } from 'node:zlib'

import sharp from 'sharp'

/* Image files for the upload tests, made on the fly (no binary fixtures in the repository). */

/** A PNG whose header claims `size`×`size` pixels but carries only a few rows of data. */
export function lyingPng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth; colour type 0 (grey), no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((size + 1) * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A 12 MP photo as a phone takes it: JPEG with camera and GPS EXIF. */
export const phonePhoto = () =>
  sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#3a6ea5' } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Pro 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 57/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '76/1 32/1 0/1',
      },
    })
    .toBuffer()

/** A small, valid PNG. */
export const smallPng = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#888' } })
    .png()
    .toBuffer()

/**
 * An animated GIF of `frames` copies of one `size`×`size` frame: small on the wire, costly to
 * decode (a reported 271 KB of 100 frames of 1500×1500 took a minute of server CPU). Built by
 * repeating the frame's blocks, since encoding that many frames with sharp itself takes a minute.
 */
export async function manyFrameGif(frames: number, size: number): Promise<Buffer> {
  const still = await sharp({
    create: { width: size, height: size, channels: 3, background: '#08f' },
  })
    .gif()
    .toBuffer()
  const globalTable = still[10] & 0x80 ? 3 * 2 ** ((still[10] & 7) + 1) : 0
  const skipSubBlocks = (at: number) => {
    while (still[at] !== 0) at += still[at] + 1
    return at + 1
  }
  // The first frame: its optional control extension, image descriptor and data.
  let at = 13 + globalTable
  let start = -1
  for (;;) {
    if (still[at] === 0x21) {
      if (still[at + 1] === 0xf9 && start < 0) start = at
      at = skipSubBlocks(at + 2)
    } else if (still[at] === 0x2c) {
      if (start < 0) start = at
      const localTable = still[at + 9] & 0x80 ? 3 * 2 ** ((still[at + 9] & 7) + 1) : 0
      at = skipSubBlocks(at + 10 + localTable + 1)
      break
    } else throw new Error(`unexpected GIF block ${still[at]}`)
  }
  const frame = still.subarray(start, at)
  return Buffer.concat([
    still.subarray(0, start),
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ])
}
