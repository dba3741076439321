import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

const script = path.join(import.meta.dirname, 'rolling-deploy.sh')

/*
 * A compose command that answers as a stack would: it writes each call to `calls`, and `exec`
 * (the health probe in an instance, or nginx's reach of one) succeeds from a service's
 * `healthyAfter`-th probe on (never when 0); nginx counts its probes of both instances together.
 */
function fakeCompose(dir: string, healthyAfter: Record<string, number>): string {
  const file = path.join(dir, 'compose')
  writeFileSync(
    file,
    `#!/bin/sh
echo "$*" >> "${dir}/calls"
for arg in "$@"; do
  case $arg in exec) probing=1 ;; app|app-2|nginx) service=\${service:-$arg} ;; esac
done
[ -z "$probing" ] && exit 0
count=$(($(cat "${dir}/probes-$service" 2>/dev/null || echo 0) + 1))
echo $count > "${dir}/probes-$service"
case $service in
${Object.entries(healthyAfter)
  .map(([service, n]) => `  ${service}) [ ${n} -gt 0 ] && [ $count -ge ${n} ] ;;`)
  .join('\n')}
esac
`,
  )
  chmodSync(file, 0o755)
  return file
}

function deploy(healthyAfter: Record<string, number>, args: string[] = []) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rolling-deploy-'))
  dirs.push(dir)
  const result = spawnSync('sh', [script, '--env-file', 'deploy/production.env', ...args], {
    // Two words, as `podman compose` is: the script must not quote them into one.
    env: {
      ...process.env,
      COMPOSE_COMMAND: `${fakeCompose(dir, healthyAfter)} -p venture`,
      DEPLOY_HEALTH_TIMEOUT: '2',
      DEPLOY_SETTLE_SECONDS: '0',
    },
    encoding: 'utf8',
  })
  const calls = readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n')
  // The probes are long; the calls are told apart by what comes before them.
  const short = (call: string) =>
    call
      .replace(/ node -e .*/, ' <health>')
      .replace(/ timeout 2 bash -c .*\/(.+)\/\d+$/, ' <reach $1>')
  return { ...result, calls: calls.map(short) }
}

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

// The script waits a second between health probes.
describe('scripts/rolling-deploy.sh', { timeout: 15_000 }, () => {
  it('runs the compose command from COMPOSE_COMMAND, one instance at a time', () => {
    const { status, calls } = deploy({ app: 2, 'app-2': 1, nginx: 2 })
    expect(status).toBe(0)
    const compose = '-p venture --env-file deploy/production.env'
    expect(calls).toEqual([
      `${compose} build app`,
      `${compose} up -d --no-deps --no-build --force-recreate app`,
      `${compose} exec -T app <health>`,
      `${compose} exec -T app <health>`,
      // Healthy inside is not enough: the next instance waits until nginx reaches this one.
      `${compose} exec -T nginx <reach app>`,
      `${compose} exec -T nginx <reach app>`,
      `${compose} up -d --no-deps --no-build --force-recreate app-2`,
      `${compose} exec -T app-2 <health>`,
      `${compose} exec -T nginx <reach app-2>`,
    ])
  })

  it('pulls a release built elsewhere with --pull', () => {
    const { status, calls } = deploy({ app: 1, 'app-2': 1, nginx: 1 }, ['--pull'])
    expect(status).toBe(0)
    expect(calls[0]).toBe('-p venture --env-file deploy/production.env pull app app-2')
  })

  it('rolls the image already on the host with --no-build, neither building nor pulling', () => {
    const { status, calls } = deploy({ app: 1, 'app-2': 1, nginx: 1 }, ['--no-build'])
    expect(status).toBe(0)
    expect(calls[0]).toBe(
      '-p venture --env-file deploy/production.env up -d --no-deps --no-build --force-recreate app',
    )
  })

  it('stops before the second instance when the first is not healthy, which keeps serving', () => {
    const { status, calls, stderr } = deploy({ app: 0, 'app-2': 1, nginx: 1 })
    expect(status).toBe(1)
    expect(stderr).toContain('app is not healthy after 2 s; stopping here.')
    expect(calls.some((call) => call.endsWith('app-2'))).toBe(false)
    expect(calls.at(-1)).toBe('-p venture --env-file deploy/production.env logs --tail 50 app')
  })

  it('stops before the second instance when nginx cannot reach the first', () => {
    const { status, calls, stderr } = deploy({ app: 1, 'app-2': 1, nginx: 0 })
    expect(status).toBe(1)
    expect(stderr).toContain('nginx does not reach app after 2 s; stopping here.')
    expect(calls.some((call) => call.endsWith('app-2'))).toBe(false)
  })
})
