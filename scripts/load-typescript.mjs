/*
 * Runs the project's TypeScript in plain Node, for the scripts that load Payload (ADR 0071):
 *
 *   node --conditions=development --import ./scripts/load-typescript.mjs scripts/create-admin.ts
 *
 * Only the project's own files are touched: tsconfig.json's `paths` and extensionless imports are
 * resolved, `server-only` is its empty module (a script is server code), and each .ts/.tsx file
 * is compiled alone by esbuild. Everything under node_modules goes to Node as it is: tsx's hooks
 * work on every one of Payload's thousands of modules too, and made each script start three
 * times slower.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { registerHooks } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { transformSync } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const { paths } = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).compilerOptions

/** tsconfig.json's `paths`: `@/*` by its prefix, the others whole. */
const aliases = Object.entries(paths).map(([key, [target]]) => ({
  key: key.replace(/\*$/, ''),
  whole: !key.endsWith('*'),
  target: path.join(root, target.replace(/\*$/, '')),
}))

function aliased(specifier) {
  for (const { key, whole, target } of aliases) {
    if (whole ? specifier === key : specifier.startsWith(key)) {
      return whole ? target : target + specifier.slice(key.length)
    }
  }
  return undefined
}

const ownFile = (url) => url?.startsWith('file:') && !url.includes('/node_modules/')
const isFile = (file) => existsSync(file) && statSync(file).isFile()
const typescript = /\.tsx?$/
const serverOnly = pathToFileURL(path.join(root, 'node_modules/server-only/empty.js')).href

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'server-only') return { url: serverOnly, shortCircuit: true }
    // tsconfig.json applies to the project's files, not to the packages they load.
    const parent = ownFile(context.parentURL) ? fileURLToPath(context.parentURL) : undefined
    const target =
      parent &&
      (/^\.\.?\//.test(specifier)
        ? path.resolve(path.dirname(parent), specifier)
        : aliased(specifier))
    if (target) {
      const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => target + ending)
        .find(isFile)
      if (file && typescript.test(file)) {
        return { url: pathToFileURL(file).href, format: 'module', shortCircuit: true }
      }
      if (file) return nextResolve(pathToFileURL(file).href, context)
    }
    try {
      return nextResolve(specifier, context)
    } catch (error) {
      // A package without an `exports` map (next/cache) is read as CommonJS paths are.
      if (error.code !== 'ERR_MODULE_NOT_FOUND' || /\.[cm]?js$/.test(specifier)) throw error
      return nextResolve(`${specifier}.js`, context)
    }
  },
  load(url, context, nextLoad) {
    if (!ownFile(url) || !typescript.test(url)) return nextLoad(url, context)
    const file = fileURLToPath(url)
    const { code } = transformSync(readFileSync(file, 'utf8'), {
      loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
      format: 'esm',
      target: 'node24',
      jsx: 'automatic',
      sourcemap: 'inline',
      sourcefile: file,
    })
    return { format: 'module', source: code, shortCircuit: true }
  },
})
// Stack traces name the TypeScript lines (the inline source maps above).
process.setSourceMapsEnabled(true)
