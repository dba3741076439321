import { z } from 'zod'

import {
  axleConfigurations,
  inventoryFeatures,
  inventoryLimits,
  materials,
  specificationFields,
  trailerTypes,
  type SpecificationField,
} from '@/lib/inventory/options'
import { unitStatuses } from '@/lib/inventory/lifecycle'

/*
 * The server's rules for POST and PUT /api/inventory bodies; the admin form validates with the
 * same schemas. Out-of-range numbers are refused, not clamped: the form clamps before sending
 * (spec doc 2 §5), so a value out of range here means a client bug or a forged request.
 */

/** A site path ('/images/x.webp', never '//host') or an absolute http(s) address. */
export function isImageUrl(value: string): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

const measure = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .min(0, 'must not be negative')
    .max(max, `must be at most ${max}`)

const count = (max: number) => measure(max).int('must be a whole number')

const requiredText = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)

/** Empty and missing both mean "none" (the form sends null for an empty boat length or notes). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null)

/** Text the spec's body lacks: left out keeps the stored value, empty or null clears it. */
const keptText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null))

/** A calendar day ('2027-03-01') or an ISO date-time; left out keeps, null clears. */
const keptDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'must be a date (YYYY-MM-DD) or an ISO date-time',
  })
  .nullable()
  .optional()

// 17 characters without I, O and Q (ISO 3779); dealers also key in shorter serials of old units.
const vin = keptText(17).refine(
  (value) => !value || /^[A-HJ-NPR-Z0-9]{17}$/.test(value.toUpperCase()),
  'must be 17 letters and digits (no I, O or Q)',
)

const imageUrl = z
  .string()
  .trim()
  .max(2048, 'must be at most 2048 characters')
  .refine(isImageUrl, 'must be a site path or an http(s) address')

const specificationsShape = Object.fromEntries(
  specificationFields.map((field) => [field, optionalText(200)]),
) as Record<SpecificationField, ReturnType<typeof optionalText>>

const itemShape = {
  model_name: requiredText(200),
  category_id: z.number({ error: 'is required' }).int('must be a whole number').positive(),
  type: z.enum(trailerTypes, { error: `must be one of ${trailerTypes.join(', ')}` }),
  material: z.enum(materials, { error: `must be one of ${materials.join(', ')}` }),
  axle_configuration: z
    .enum(axleConfigurations, { error: `must be one of ${axleConfigurations.join(', ')}` })
    .default('Single'),
  capacity_pounds: count(inventoryLimits.capacity),
  length_feet: measure(inventoryLimits.length),
  beam_width_inches: measure(inventoryLimits.beam),
  price: measure(inventoryLimits.price).transform((price) => Math.round(price * 100) / 100),
  stock_quantity: count(inventoryLimits.stock),
  image_url: z.preprocess((value) => (value === '' ? null : value), imageUrl.nullish()),
  image_urls: z
    .array(imageUrl)
    .max(inventoryLimits.imagesPerItem, `must hold at most ${inventoryLimits.imagesPerItem} images`)
    .nullish()
    .transform((urls) => urls ?? []),
  description: requiredText(5000),
  boat_length: optionalText(100),
  notes: optionalText(2000),
  features: z
    .array(z.enum(inventoryFeatures, { error: 'must be one of the listed features' }))
    .nullish()
    .transform((features) => [...new Set(features ?? [])]),
  specifications: z.object(specificationsShape).nullish(),
  /** Left out on PUT keeps the stored flag; new items are available unless told otherwise. */
  is_available: z.boolean({ error: 'must be true or false' }).optional(),
  /* Additions to the spec's body; each left out keeps the stored value (new items: available). */
  status: z.enum(unitStatuses, { error: `must be one of ${unitStatuses.join(', ')}` }).optional(),
  expected_at: keptDate,
  sold_at: keptDate,
  stock_number: keptText(40),
  vin: vin.transform((value) => value?.toUpperCase() ?? value),
  /** Write-only (never in an answer): the buyer of a sold unit, for its review request. */
  buyer_email: z
    .email({ error: 'must be an e-mail address' })
    .max(254, 'must be at most 254 characters')
    .optional(),
}

type ImageFields = { image_url?: string | null; image_urls: string[] }

/** The images to store, in order: image_urls, with a cover (image_url) missing from them first. */
export function orderedImages(input: ImageFields): string[] {
  const urls = [...input.image_urls]
  if (input.image_url && !urls.includes(input.image_url)) urls.unshift(input.image_url)
  return [...new Set(urls)]
}

const imageLimit = (input: ImageFields, ctx: z.RefinementCtx) => {
  if (orderedImages(input).length > inventoryLimits.imagesPerItem) {
    ctx.addIssue({
      code: 'custom',
      path: ['image_urls'],
      message: `must hold at most ${inventoryLimits.imagesPerItem} images`,
    })
  }
}

export const inventoryItemSchema = z.object(itemShape).superRefine(imageLimit)

export type InventoryItemInput = z.infer<typeof inventoryItemSchema>

const isoDateTime = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' })

/** PUT: the whole item, plus the `updatedAt` it was read at, to refuse a stale overwrite. */
export const inventoryUpdateSchema = z
  .object({ ...itemShape, updatedAt: isoDateTime.optional(), updated_at: isoDateTime.optional() })
  .superRefine(imageLimit)

export type InventoryUpdateInput = z.infer<typeof inventoryUpdateSchema>
