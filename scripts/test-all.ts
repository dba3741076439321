/*
 * `npm test`: every check and test suite in order, stopping at the first that fails, then the
 * time each took (CI prints it too: .ci/run).
 */
import { spawnSync } from 'node:child_process'

const parts = ['check', 'test:unit', 'test:int', 'test:e2e']
const times: string[] = []
let failed: string | undefined
for (const part of parts) {
  const started = Date.now()
  const { status } = spawnSync('npm', ['run', part], { stdio: 'inherit' })
  const seconds = Math.round((Date.now() - started) / 1000)
  times.push(`${part.padEnd(10)} ${String(seconds).padStart(5)} s${status === 0 ? '' : '  FAILED'}`)
  if (status !== 0) {
    failed = part
    break
  }
}
console.log(['npm test, time of each part:', ...times.map((line) => `  ${line}`)].join('\n'))
process.exit(failed ? 1 : 0)
