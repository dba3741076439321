/*
 * The production front door of deploy/nginx (ADR 0007) in front of a local app, for the benchmark
 * and the end-to-end tests: the same site template, filled in for loopback ports, run by Debian's
 * nginx in the foreground with its files under `dir`. It is one proxy hop: an app behind it that
 * should see the clients' addresses runs with TRUSTED_PROXY_HOPS=1.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { exited } from './child-server'

const root = path.resolve(import.meta.dirname, '../..')
const nginxBinary = '/usr/sbin/nginx'

export type Front = { baseUrl: string; stop: () => Promise<void> }

function ensureNginx(): void {
  if (existsSync(nginxBinary)) return
  if (process.getuid?.() !== 0) throw new Error('nginx is missing: apt-get install -y nginx')
  console.log('installing nginx (Debian package)')
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'nginx'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`)
  }
}

/**
 * The site config, written by the script the nginx container runs (deploy/nginx/render-site.sh), so
 * the front door under test carries the upstream flags production gets.
 */
export function renderSiteConfig(file: string, values: Record<string, string>): void {
  const result = spawnSync('sh', [path.join(root, 'deploy/nginx/render-site.sh')], {
    env: { ...process.env, NGINX_RESOLVER: '', ...values, NGINX_CONF: file },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`render-site.sh failed: ${result.stderr}`)
}

/*
 * Resolves once nginx answers at all: with the app down (tests of the front door's own error
 * answers) every request gets a 502, which still shows nginx is serving.
 */
async function untilServing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`)
    const answered = await fetch(url, { redirect: 'manual' }).then(
      () => true,
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`nginx did not answer within ${timeoutMs / 1000} s`)
}

/**
 * Starts the front door on `listenPort` in front of the app on `appPort`, or of one instance on
 * each of several ports (which may be down).
 */
export async function startFront(
  listenPort: number,
  appPort: number | number[],
  dir: string,
): Promise<Front> {
  ensureNginx()
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.join(dir, 'temp'), { recursive: true })
  renderSiteConfig(path.join(dir, 'site.conf'), {
    NGINX_LISTEN: `127.0.0.1:${listenPort}`,
    NGINX_SERVERS: [appPort]
      .flat()
      .map((port) => `127.0.0.1:${port}`)
      .join(' '),
    NGINX_CACHE_DIR: path.join(dir, 'cache'),
  })
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // Run as root, nginx would hand its workers to `nobody`, who cannot write under `dir`.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes auto;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  )
  const child = spawn(
    nginxBinary,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  )
  const baseUrl = `http://127.0.0.1:${listenPort}`
  const stop = async () => {
    child.kill('SIGQUIT')
    await exited(child)
  }
  try {
    await untilServing(`${baseUrl}/`, child, 10_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, stop }
}
