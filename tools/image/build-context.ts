/*
 * The image's build context against what the build and the runtime read (issue 41): a file the
 * build reads but .dockerignore leaves out breaks the image build only (`next build` type-checks
 * every file tsconfig.json includes, and fails on an import it cannot resolve), and a file the
 * runtime stage copies in but nothing in the container uses only makes the image larger. Both
 * go unnoticed by every test that runs from the checkout; this check names them.
 *
 *   npx tsx tools/image/build-context.ts        (also a unit test: build-context.test.ts)
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import dockerignore from '@balena/dockerignore'
import ts from 'typescript'

/** What the container runs: the Dockerfile's CMD (runtimeNeverUses compares them). */
const containerCommand = 'server.mjs'

/** The scripts of package.json that run inside the container (docs/deployment.md, The image). */
const containerScripts = ['start', 'create-admin', 'db:backup', 'db:restore', 'alerts:send']

/** Files the container reads by name: static files, tsx's paths, db:restore's SQL. */
const readByName = [
  /^package\.json$/,
  /^tsconfig\.json$/,
  /^public\//,
  /^scripts\/backup\/.*\.sql$/,
  /^src\/seed\/shipped-media\//,
]

const toPosix = (file: string) => file.split(path.sep).join('/')

/**
 * Whether a path (relative to `root`) is in the build context, by .dockerignore's rules. Inside
 * the image's build (no .dockerignore: it leaves itself out) every file there is.
 */
export function contextFilter(root: string): (file: string) => boolean {
  if (!ts.sys.fileExists(path.join(root, '.dockerignore'))) return () => true
  const rules = readFileSync(path.join(root, '.dockerignore'), 'utf8')
  const ignore = dockerignore().add(rules.split('\n'))
  return (file) => !ignore.ignores(toPosix(file))
}

/** The project's tsconfig.json, parsed: the files it includes, and how imports resolve. */
const tsconfig = (root: string) =>
  ts.parseJsonConfigFileContent(
    ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config,
    ts.sys,
    root,
  )

/** The project's own files (not under node_modules) that `files` import, transitively. */
function importClosure(root: string, files: string[]): Map<string, string> {
  const { options } = tsconfig(root)
  /** Each file reached, with the file that first imported it (itself for a starting point). */
  const reached = new Map(files.map((file) => [path.resolve(root, file), path.resolve(root, file)]))
  const queue = [...reached.keys()]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport) continue
      const target = path.resolve(resolved.resolvedFileName)
      if (target.includes(`${path.sep}node_modules${path.sep}`) || reached.has(target)) continue
      reached.set(target, file)
      queue.push(target)
    }
  }
  return reached
}

/**
 * What the build reads that the context leaves out: the files tsconfig.json includes (each one
 * `next build` type-checks, when it is in the context), the build script, and what they import.
 */
export function buildReadsIgnored(root: string): string[] {
  const inContext = contextFilter(root)
  const starts = [...tsconfig(root).fileNames, ...buildEntries(root)].filter((file) =>
    inContext(path.relative(root, file)),
  )
  const problems: string[] = []
  for (const [file, importer] of importClosure(root, starts)) {
    const relative = toPosix(path.relative(root, file))
    if (inContext(relative)) continue
    problems.push(
      `${toPosix(path.relative(root, importer))} imports ${relative}, which .dockerignore leaves out`,
    )
  }
  return problems.sort()
}

/** The files `npm run build` runs (`tsx <file>`), and Next's config. */
function buildEntries(root: string): string[] {
  return [...scriptFiles(root, ['build']), 'next.config.mjs'].filter((file) =>
    ts.sys.fileExists(path.join(root, file)),
  )
}

/**
 * The project files that package.json's `scripts` name: those run with tsx or node, and those
 * loaded first with `--import` (scripts/load-typescript.mjs).
 */
export function scriptFiles(root: string, names: string[]): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  return names.flatMap((name) =>
    [
      ...(scripts[name] ?? '').matchAll(
        /(?<=^|\s)(?:\.\/)?(\w[\w-]*\/[\w./-]+\.[cm]?[jt]s)(?=\s|$)/g,
      ),
    ].map((match) => match[1]),
  )
}

/** The files of the context that the Dockerfile's last stage copies in from it. */
export function runtimeCopies(root: string): string[] {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ')
  const stages = dockerfile.split(/^FROM\s/m)
  const sources = stages[stages.length - 1]
    .split('\n')
    .filter((line) => /^COPY\s/.test(line) && !/--from=/.test(line))
    .flatMap((line) => line.trim().split(/\s+/).slice(1, -1))
    .filter((word) => !word.startsWith('--'))
  return sources.flatMap((source) => contextFiles(root, source.replace(/\/$/, ''))).sort()
}

/** The files of the context under `relative` (a file or a folder). */
function contextFiles(root: string, relative: string): string[] {
  const inContext = contextFilter(root)
  const walk = (file: string): string[] =>
    !inContext(file)
      ? []
      : statSync(path.join(root, file)).isDirectory()
        ? readdirSync(path.join(root, file)).flatMap((name) => walk(`${file}/${name}`))
        : [file]
  return walk(relative)
}

/**
 * The files the container uses: those its command, Next's config and its package scripts run,
 * what they import, and the files the sources name by their path from the project's root (read
 * at run time, e.g. Next's cache handler, the window stickers' fonts), with what those import.
 */
export function runtimeUses(root: string): Set<string> {
  const exists = (file: string) => ts.sys.fileExists(path.join(root, file))
  const rootCode = ['server.mjs', 'next.config.mjs', 'payload.config.ts'].filter(exists)
  const sources = [...contextFiles(root, 'src'), ...contextFiles(root, 'scripts'), ...rootCode]
  const named = sources
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(pathLiteral)]
        .map((match) => match[1])
        .filter(exists),
    )
  const entries = [
    ...[containerCommand, 'next.config.mjs'].filter(exists),
    ...scriptFiles(root, containerScripts),
    ...named,
  ]
  const code = entries.filter((file) => /\.[cm]?[jt]sx?$/.test(file))
  return new Set([
    ...named,
    ...sources.filter((file) => readByName.some((pattern) => pattern.test(file))),
    ...[...importClosure(root, code).keys()].map((file) => toPosix(path.relative(root, file))),
  ])
}

/** A string literal that is a path from the project's root to a file in src/, scripts/, public/. */
const pathLiteral = /['"`]((?:src|scripts|public)\/[\w@()[\]./-]+\.\w+)['"`]/g

/** What the runtime stage copies in from the context that nothing in the container uses. */
export function runtimeNeverUses(root: string): string[] {
  const used = runtimeUses(root)
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8')
  const command = /^CMD \["node", "([^"]+)"\]/m.exec(dockerfile)?.[1]
  return [
    ...(command === containerCommand
      ? []
      : [`the Dockerfile's CMD does not run node ${containerCommand}: update build-context.ts`]),
    ...runtimeCopies(root)
      .filter((file) => !used.has(file) && !readByName.some((pattern) => pattern.test(file)))
      .map((file) => `${file} is copied into the runtime image, and nothing there uses it`),
  ]
}

/**
 * The sources the runtime uses, for the image's build stage to copy into `target` (the runtime
 * stage takes them from there: Dockerfile COPY cannot pick files).
 */
function copyRuntimeSources(root: string, target: string) {
  for (const file of runtimeUses(root)) {
    if (!/^(src|scripts|migrations)\/|^payload\.config\.ts$/.test(file)) continue
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true })
    copyFileSync(path.join(root, file), path.join(target, file))
  }
}

if (process.argv[1] === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, '../..')
  const [option, target] = process.argv.slice(2)
  if (option === '--copy-runtime-sources' && target) {
    copyRuntimeSources(root, path.resolve(target))
  } else {
    const problems = [...buildReadsIgnored(root), ...runtimeNeverUses(root)]
    for (const problem of problems) console.error(problem)
    process.exit(problems.length > 0 ? 1 : 0)
  }
}
