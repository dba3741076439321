import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'

import sharp from 'sharp'

import { postFrom } from '../../tests/support/post-quote'

import type { PhotoBurst } from './results'

/*
 * The photo burst (issue 42, ADR 0045): `count` trade-ins at once, each from a loopback address
 * of its own and with six twelve-megapixel photos (random pixels, which compress worst: about
 * 7 MB each, 44 MB a post), against the app. The server's resident memory is sampled every 50 ms
 * from before the first post to the last answer. Every post must be stored (201) or refused
 * before it is read (503 with Retry-After); anything else counts as `other`.
 */
const photosPerPost = 6
const boundary = 'bench-photo-burst'

async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024]
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer()
}

const fieldPart = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`

const photoHead = (index: number) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="details.photos"; ` +
  `filename="IMG_${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`

/** One trade-in's multipart body, its photo shared by reference, not copied. */
function tradeInBody(email: string, index: number, photo: Buffer): Buffer[] {
  const fields = {
    kind: 'trade-in',
    name: `Photo Burst ${index}`,
    email,
    'details.item': 'boat',
    'details.year': '2015',
    'details.make': 'Carolina Skiff',
    'details.model': 'JVX 18',
    'details.lengthFeet': '18',
    'details.condition': 'good',
    'details.payoff': 'no',
  }
  return [
    Buffer.from(
      Object.entries(fields)
        .map(([name, value]) => fieldPart(name, value))
        .join(''),
    ),
    ...Array.from({ length: photosPerPost }, (_, photoIndex) => [
      Buffer.from(photoHead(photoIndex)),
      photo,
      Buffer.from('\r\n'),
    ]).flat(),
    Buffer.from(`--${boundary}--\r\n`),
  ]
}

const residentMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024)
}

export async function runPhotoBurst(
  baseUrl: string,
  serverPid: number,
  count = 50,
): Promise<PhotoBurst> {
  const photo = await phonePhoto()
  const prefix = `photo-burst-${Date.now()}-`
  const bodies = Array.from({ length: count }, (_, index) =>
    tradeInBody(`${prefix}${index}@shopper.example`, index, photo),
  )
  const beforeMb = residentMb(serverPid)
  let peakMb = beforeMb
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(serverPid))), 50)
  const started = Date.now()
  const answers = await Promise.all(
    bodies.map((parts, index) =>
      // A connection the server cut counts as an answer that is neither 201 nor 503.
      postFrom(
        baseUrl,
        `127.26.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        '/api/contact/photos',
        {
          accept: 'application/json',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        parts,
      ).catch(() => ({ status: 0, retryAfter: undefined })),
    ),
  ).finally(() => clearInterval(sampler))
  const stored = answers.filter(({ status }) => status === 201).length
  const refused = answers.filter(({ status, retryAfter }) => status === 503 && retryAfter).length
  return {
    posts: count,
    postMb: Math.round((photo.length * photosPerPost) / 1024 / 1024),
    stored,
    refused,
    other: count - stored - refused,
    beforeMb,
    peakMb,
    burstMs: Date.now() - started,
  }
}
