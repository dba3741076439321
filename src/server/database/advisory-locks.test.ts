import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { advisoryLocks } from './advisory-locks'

const src = path.resolve(import.meta.dirname, '../..')

describe('advisory locks', () => {
  it('are each a number of their own', () => {
    const numbers = Object.values(advisoryLocks)
    expect(new Set(numbers).size).toBe(numbers.length)
  })

  it('are taken only with a key from the registry', () => {
    const takers = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|mjs)$/.test(file) && !/(\.test\.ts|advisory-locks\.ts)$/.test(file))
      .filter((file) =>
        /pg_(try_)?advisory_(xact_)?lock\(/.test(readFileSync(path.join(src, file), 'utf8')),
      )
    expect(takers.length).toBeGreaterThan(5)
    for (const file of takers) {
      expect(readFileSync(path.join(src, file), 'utf8'), file).toMatch(
        /from '@\/server\/database\/advisory-locks'/,
      )
    }
  })
})
