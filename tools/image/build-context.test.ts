import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { buildReadsIgnored, runtimeCopies, runtimeNeverUses, scriptFiles } from './build-context'

const root = path.resolve(import.meta.dirname, '../..')

/* A project of the given files (path: content) in a temporary folder. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-context-'))
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), content)
  }
  return dir
}

/* The shape of this project: tsconfig with the @/ alias, a build script, a runtime stage. */
const base = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { allowJs: true, moduleResolution: 'bundler', paths: { '@/*': ['./src/*'] } },
    include: ['**/*.ts'],
    exclude: ['node_modules', 'tools'],
  }),
  'package.json': JSON.stringify({
    scripts: { build: 'tsx tools/build.ts', 'create-admin': 'tsx scripts/create-admin.ts' },
  }),
  '.dockerignore': 'tests\n',
  'tools/build.ts': "import '@/lib/page'\n",
  'src/lib/page.ts': 'export const page = 1\n',
  'src/lib/admin.ts': 'export const admin = 1\n',
  'scripts/create-admin.ts': "import '@/lib/admin'\n",
  'server.mjs': "import './src/server/start.mjs'\n",
  'src/server/start.mjs': "export const font = 'src/server/font.ttf'\n",
  'src/server/font.ttf': 'font',
  'tests/support/chromium.ts': 'export const chromium = 1\n',
  Dockerfile: [
    'FROM node AS build',
    'COPY . .',
    'FROM node AS runtime',
    'COPY --from=build /app/.next ./.next',
    'COPY package.json server.mjs \\',
    '  tsconfig.json ./',
    'COPY src ./src',
    'COPY scripts ./scripts',
    'CMD ["node", "server.mjs"]',
  ].join('\n'),
}

describe('the build context', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true })))
  const fixture = (files: Record<string, string>) => (dirs.push(project(files)), dirs.at(-1)!)

  it('holds everything the build reads, and the runtime stage copies only what the runtime uses', () => {
    expect(buildReadsIgnored(root)).toEqual([])
    expect(runtimeNeverUses(root)).toEqual([])
  })

  it('is found short when a file the build type-checks imports from an ignored folder', () => {
    const clean = fixture(base)
    expect(buildReadsIgnored(clean)).toEqual([])
    // What broke the image (issue 41): a test runner's config importing the test harness.
    const planted = fixture({
      ...base,
      'playwright.config.ts': "import { chromium } from './tests/support/chromium'\n",
    })
    expect(buildReadsIgnored(planted)).toEqual([
      'playwright.config.ts imports tests/support/chromium.ts, which .dockerignore leaves out',
    ])
    // The same import left out of the context with its importer builds.
    const ignored = fixture({
      ...base,
      '.dockerignore': 'tests\nplaywright.config.ts\n',
      'playwright.config.ts': "import { chromium } from './tests/support/chromium'\n",
    })
    expect(buildReadsIgnored(ignored)).toEqual([])
  })

  it('is found too large when the runtime stage copies files nothing in the container uses', () => {
    const clean = fixture(base)
    expect(runtimeCopies(clean)).toEqual([
      'package.json',
      'scripts/create-admin.ts',
      'server.mjs',
      'src/lib/admin.ts',
      'src/lib/page.ts',
      'src/server/font.ttf',
      'src/server/start.mjs',
      'tsconfig.json',
    ])
    // src/lib/page.ts is only built (into .next): the runtime reads the rest.
    expect(runtimeNeverUses(clean)).toEqual([
      'src/lib/page.ts is copied into the runtime image, and nothing there uses it',
    ])
    const withTest = fixture({ ...base, 'src/lib/admin.test.ts': "import './admin'\n" })
    expect(runtimeNeverUses(withTest)).toContain(
      'src/lib/admin.test.ts is copied into the runtime image, and nothing there uses it',
    )
  })

  it('counts a script and the loader it is run with as used (ADR 0071)', () => {
    const loaded = fixture({
      ...base,
      'package.json': JSON.stringify({
        scripts: {
          'create-admin':
            'tsx scripts/run.ts -- node --conditions=development --import ./scripts/loader.mjs scripts/create-admin.ts',
        },
      }),
      'scripts/run.ts': 'export const run = 1\n',
      'scripts/loader.mjs': 'export const loader = 1\n',
    })
    expect(scriptFiles(loaded, ['create-admin'])).toEqual([
      'scripts/run.ts',
      'scripts/loader.mjs',
      'scripts/create-admin.ts',
    ])
    expect(runtimeNeverUses(loaded)).toEqual([
      'src/lib/page.ts is copied into the runtime image, and nothing there uses it',
    ])
  })
})
