// @ts-check
import { createHash } from 'node:crypto'

/**
 * The CSP source that allows exactly this script text.
 * @param {string} source
 * @returns {string}
 */
export function scriptHash(source) {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}
