import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

const script = path.join(import.meta.dirname, 'render-site.sh')
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** The script's settings, empty (as good as unset to it) unless a test gives one. */
const unset = Object.fromEntries(
  ['NGINX_SERVERS', 'NGINX_RESOLVER', 'NGINX_LISTEN', 'NGINX_CACHE_DIR', 'NGINX_TEMPLATE'].map(
    (name) => [name, ''],
  ),
)

/** The config render-site.sh writes for `env`, or its refusal. */
function render(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'render-site-'))
  dirs.push(dir)
  const conf = path.join(dir, 'site.conf')
  const result = spawnSync('sh', [script], {
    env: { ...process.env, ...unset, NGINX_CONF: conf, ...env },
    encoding: 'utf8',
  })
  return {
    status: result.status,
    stderr: result.stderr,
    conf: () => readFileSync(conf, 'utf8'),
  }
}

/** The upstream's `server` directives, comments left out. */
const upstreamLines = (conf: string) =>
  [...conf.replace(/#.*$/gm, '').matchAll(/(?<=^|;)\s*(server [^;{]+);/gm)].map((match) =>
    match[1].trim(),
  )

describe('render-site.sh', () => {
  it('gives every instance max_fails=0, so a rolling deploy never runs out of upstreams', () => {
    const conf = render({ NGINX_SERVERS: 'app:3000 app-2:3000 10.0.0.7:3000' }).conf()
    expect(upstreamLines(conf)).toEqual([
      'server app:3000 max_fails=0',
      'server app-2:3000 max_fails=0',
      'server 10.0.0.7:3000 max_fails=0',
    ])
  })

  it('looks instances up again through NGINX_RESOLVER when one is given', () => {
    const conf = render({ NGINX_SERVERS: 'app:3000', NGINX_RESOLVER: '10.89.0.1' }).conf()
    expect(conf).toContain('resolver 10.89.0.1 valid=5s ipv6=off;')
    expect(upstreamLines(conf)).toEqual(['server app:3000 max_fails=0 resolve'])
  })

  it('refuses a list that slips flags in, rather than let them through as servers', () => {
    for (const servers of ['app:3000 max_fails=3', 'app:3000;server evil:80', 'app:']) {
      const result = render({ NGINX_SERVERS: servers })
      expect(result.status).toBe(2)
      expect(result.stderr).toContain('is not host:port')
    }
  })

  it('refuses to run without NGINX_SERVERS', () => {
    const result = render({})
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('NGINX_SERVERS is not set')
  })

  it("fills in only the front door's placeholders and leaves nginx's own variables", () => {
    const conf = render({ NGINX_SERVERS: 'app:3000', NGINX_LISTEN: '127.0.0.1:8080' }).conf()
    expect(conf).toContain('listen 127.0.0.1:8080;')
    expect(conf).toContain('proxy_cache_path /var/cache/nginx/venture ')
    expect(conf).toContain('"${second}a"')
    expect(conf).not.toMatch(/\$\{NGINX_[A-Z]/)
  })
})
