import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/*
 * The README and the topic pages in docs/ cite files by path, as links and in the text. A path
 * that no longer exists sends the next engineer nowhere, so each must exist: a move or rename
 * that leaves a page behind fails here.
 */
const root = path.resolve(import.meta.dirname, '../..')

/* Named by the pages as files the reader makes: the operator's settings, a partial bench run's report. */
const madeByTheReader = new Set(['deploy/production.env', 'bench/out/'])

const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

const linkTargets = (text: string) =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^(?:[a-z]+:|#)/.test(target))
    .map((target) => target.split('#')[0])

/* A path from the project's root in the text (Next's route folders keep their brackets). */
const textPaths = (text: string) =>
  [
    ...text.matchAll(
      /(?<![\w/.@-])((?:src|scripts|tools|tests|deploy|migrations|eslint|public|docs|bench)\/[\w@()[\]./-]*[\w/)\]])/g,
    ),
  ]
    .map(([, cited]) => {
      let found = cited.split('](')[0].replace(/\.$/, '')
      // A path closing a parenthesis of the sentence: `(…, src/x.ts)`.
      while (found.endsWith(')') && found.split('(').length < found.split(')').length) {
        found = found.slice(0, -1)
      }
      return found
    })
    .filter((cited) => !cited.includes('<') && !madeByTheReader.has(cited))

describe('the paths the README and docs/ cite', () => {
  it.each(pages)('%s names only files that exist', (page) => {
    const text = readFileSync(path.join(root, page), 'utf8')
    const missing = [
      ...linkTargets(text).filter(
        (target) => !existsSync(path.resolve(root, path.dirname(page), target)),
      ),
      ...textPaths(text).filter((cited) => !existsSync(path.join(root, cited))),
    ]
    expect(missing).toEqual([])
  })

  it('finds a path that does not exist', () => {
    expect(textPaths('see src/server/no-such-module.ts)')).toEqual(['src/server/no-such-module.ts'])
    expect(linkTargets('[x](decisions/0001-x.md#why) [y](https://example.com)')).toEqual([
      'decisions/0001-x.md',
    ])
  })
})
