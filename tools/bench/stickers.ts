/*
 * Window stickers on a clock (ADR 0026): the PDF of 100 units, each with every feature and a long
 * description, written through the same code the sticker routes stream from, with its time and the
 * process's peak memory. It runs in a child process of its own so that the peak is the PDF's.
 *
 *   tsx tools/bench/stickers.ts [--out file.pdf]    standalone: prints the figures (and keeps the PDF)
 */
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { inventoryFeatures } from '@/lib/inventory/options'
import { priceRules } from '@/lib/inventory/price-lines'
import { inventoryPath } from '@/lib/inventory/slug'
import { stickerContent, type StickerContent } from '@/lib/stickers/content'
import { stickerLink } from '@/lib/stickers/link'
import { stickerPdf } from '@/server/stickers/document'

import type { StickerBench } from './results'

const units = 100
const here = fileURLToPath(import.meta.url)

function unit(id: number): InventoryApiItem {
  return {
    id,
    model_name: `VAB-2025 Aluminum Bunk Tandem Axle Deluxe Edition ${id}`,
    category_id: 10,
    category_name: 'Aluminum Bunk Trailers',
    type: 'Bunk',
    material: 'Aluminum',
    axle_configuration: 'Tandem',
    capacity_pounds: 5200,
    length_feet: 24.5,
    beam_width_inches: 102,
    price: 8995,
    stock_quantity: 1,
    image_url: null,
    image_urls: [],
    description: 'Built for 20-22 ft boats with a deep-V hull. '.repeat(110),
    boat_length: "20'-22'",
    notes: null,
    features: [...inventoryFeatures],
    specifications: { brake_type: 'Electric over Hydraulic', tire_size: 'ST205/75R14' },
    is_available: true,
    status: 'available',
    expected_at: null,
    sold_at: null,
    stock_number: `B${String(id).padStart(5, '0')}`,
    vin: `1V9BT2420P${String(id).padStart(7, '0')}`,
    in_stock_since: new Date(0).toISOString(),
    on_hold_until: null,
    updated_at: new Date(0).toISOString(),
  }
}

async function* contents(): AsyncGenerator<StickerContent> {
  const terms = { apr: 7.99, termMonths: 84, downPaymentPercent: 10 }
  // The longest sticker: a processing charge printed beside the price.
  const rules = priceRules({ processingCharge: 499, processingChargeShown: 'beside' })
  for (let id = 1; id <= units; id += 1) {
    const item = unit(id)
    const qrUrl = stickerLink(`https://www.example.com${inventoryPath(item)}`)
    yield stickerContent(item, { terms, rules, gvwr: 6800, qrUrl, now: new Date() })
  }
}

/** Renders the 100 stickers in this process and answers the figures. */
async function measureHere(out: string | undefined): Promise<StickerBench> {
  let peakHeap = process.memoryUsage().heapUsed
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)
  }, 10)
  const started = performance.now()
  const stream = await stickerPdf({
    dealer: { name: 'Venture Trailers Edgewater', contact: '(410) 555-0100 · www.example.com' },
    units: contents(),
    title: 'Window stickers',
  })
  let bytes = 0
  stream.on('data', (chunk: Buffer) => (bytes += chunk.length))
  if (out) await pipeline(stream, createWriteStream(out))
  else for await (const _ of stream) void _
  const ms = Math.round(performance.now() - started)
  clearInterval(sampler)
  return {
    units,
    ms,
    bytes,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    peakHeapMb: Math.round(peakHeap / 1024 / 1024),
  }
}

/** Runs the measurement in a child process (its own peak memory) and answers its figures. */
export function runStickers(): Promise<StickerBench> {
  const cwd = path.join(path.dirname(here), '../..')
  const tsx = path.join(cwd, 'node_modules/.bin/tsx')
  const child = spawn(tsx, [here], { cwd, stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`stickers.ts exited with ${code}`))
      resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '') as StickerBench)
    }),
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  const outIndex = process.argv.indexOf('--out')
  measureHere(outIndex > 0 ? process.argv[outIndex + 1] : undefined).then(
    (figures) => console.log(JSON.stringify(figures)),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
