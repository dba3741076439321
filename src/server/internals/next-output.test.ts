import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { nextVersion, upgradeChecklist } from '@/server/internals/next-output.mjs'

/*
 * The tripwire: every shape in next-output.mjs was read from one version of Next. Another one
 * fails here with the list of what to re-check; then update `nextVersion`.
 */
describe('the installed Next', () => {
  it(`is ${nextVersion}, the version whose output shapes src/server/internals reads`, () => {
    const manifest = createRequire(import.meta.url).resolve('next/package.json')
    const installed = JSON.parse(readFileSync(manifest, 'utf8')).version
    expect(
      installed,
      `next ${installed} is installed; src/server/internals/next-output.mjs was written against ` +
        `${nextVersion}. Re-check, then update nextVersion:\n- ${upgradeChecklist.join('\n- ')}`,
    ).toBe(nextVersion)
  })
})
