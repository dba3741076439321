/*
 * `npm run test:int:standalone [files...]`: every integration test file alone, each in a fresh
 * database built from the migrations, one after the other. A file that passes only after another
 * has left rows behind (or only before one has) fails here; `npm run test:int` runs the files
 * together in random order. Prints each file's time and exits non-zero if any file failed.
 */
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const named = process.argv.slice(2)
const files =
  named.length > 0
    ? named
    : readdirSync(path.join(root, 'tests/int'))
        .filter((name) => name.endsWith('.int.test.ts'))
        .sort()
        .map((name) => `tests/int/${name}`)

const runAlone = (file: string) =>
  new Promise<number>((resolve) => {
    const command = ['tsx', 'scripts/run.ts', '--fresh-db', '--', 'vitest', 'run']
    const child = spawn('npx', [...command, '--project', 'int', file], {
      cwd: root,
      stdio: 'inherit',
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const failed: string[] = []
const started = Date.now()
for (const file of files) {
  const fileStarted = Date.now()
  const code = await runAlone(file)
  const seconds = ((Date.now() - fileStarted) / 1000).toFixed(1)
  console.log(`[standalone] ${code === 0 ? 'passed' : 'FAILED'} ${file} (${seconds} s)`)
  if (code !== 0) failed.push(file)
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
console.log(`[standalone] ${files.length - failed.length}/${files.length} passed in ${minutes} min`)
if (failed.length > 0) {
  console.log(`[standalone] failed alone:\n  ${failed.join('\n  ')}`)
  process.exit(1)
}
