import { formatBytes, maxImageBytes } from '@/lib/body-limits.mjs'

/*
 * A lead form's photos refused without JavaScript: the page it goes back to names the problem by
 * a code in its address (never a text, so the address cannot make the page say something else),
 * shown beside the file input (ADR 0045).
 */
export const photoProblemField = 'details.photos'
export const photoProblemParam = 'photos'

const problems = {
  type: 'A photo was not a JPEG, PNG, WebP, GIF or AVIF image. Choose the photos again.',
  size: `Each photo may be at most ${formatBytes(maxImageBytes)}. Choose the photos again.`,
  count: 'Too many photos. Choose the photos again.',
  other: 'The photos could not be read. Choose them again.',
} as const

export type PhotoProblem = keyof typeof problems

export const photoProblemCode = (status: number): PhotoProblem =>
  status === 415 ? 'type' : status === 413 ? 'size' : status === 400 ? 'count' : 'other'

export const photoProblemMessage = (code: unknown): string | undefined =>
  typeof code === 'string' && code in problems ? problems[code as PhotoProblem] : undefined
