import { pathToFileURL } from 'node:url'

/*
 * How Node runs the project's scripts (ADR 0071); package.json's operator scripts spell the same
 * flags out. A file URL, so that the loader is found whatever the child's working folder.
 */
export const typescriptFlags = [
  '--import',
  pathToFileURL(`${import.meta.dirname}/load-typescript.mjs`).href,
]

/*
 * For a script that loads Payload, with the export condition that names Lexical's build
 * directly: its plain Node entry loads it through a top-level await of a dynamic import, which
 * under a loader's hooks has now and then never settled.
 */
export const payloadScriptFlags = ['--conditions=development', ...typescriptFlags]
