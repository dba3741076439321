/*
 * CI guard: the committed generated files must match the config. Regenerates the Payload types
 * and the admin import map, asks Payload for a migration of any schema change no committed
 * migration covers, and fails if any of that changed the tree.
 */
import { execFileSync, execSync } from 'node:child_process'

const guarded = ['src/payload-types.ts', 'src/app/(payload)/cms/importMap.js', 'migrations']

execSync('npm run --silent generate:types', { stdio: 'inherit' })
execSync('npm run --silent generate:importmap', { stdio: 'inherit' })
execSync('npm run --silent migrate:create -- uncovered_schema_change --skip-empty', {
  stdio: 'inherit',
})

const changed = execFileSync('git', ['status', '--porcelain', '--', ...guarded], {
  encoding: 'utf8',
})
if (changed.trim()) {
  console.error(
    `Generated files are stale or a schema change has no migration:\n${changed}\n` +
      'Run `npm run generate:types`, `npm run generate:importmap` and ' +
      '`npm run migrate:create -- <name>`, then commit the results.',
  )
  process.exit(1)
}
console.log('Generated types, import map and migrations are up to date.')
