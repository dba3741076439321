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
