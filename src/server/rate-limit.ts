/*
 * A fixed-window rate limiter behind a small store interface. The in-memory store suits one
 * server process; several instances need a shared store (e.g. Redis INCR + PEXPIRE on the same
 * key) implementing the same `increment`.
 */
export interface RateLimitStore {
  /** Counts one hit for `key` in its current window and says how many it holds and when it ends. */
  increment(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly maxKeys = 10_000) {}

  async increment(key: string, windowMs: number, now: number) {
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.prune(now)
      window = { count: 0, resetAt: now + windowMs }
      this.windows.set(key, window)
    }
    window.count += 1
    return { ...window }
  }

  /** Drops finished windows; if every window is still running, the oldest go first. */
  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
    const excess = this.windows.size - Math.floor(this.maxKeys * 0.9)
    if (excess > 0)
      [...this.windows.keys()].slice(0, excess).forEach((key) => this.windows.delete(key))
  }
}

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

export function createRateLimiter(options: {
  limit: number
  windowMs: number
  store?: RateLimitStore
  now?: () => number
}): (key: string) => Promise<RateLimitResult> {
  const { limit, windowMs, store = new MemoryRateLimitStore(), now = Date.now } = options
  return async (key) => {
    const time = now()
    const { count, resetAt } = await store.increment(key, windowMs, time)
    return {
      allowed: count <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - time) / 1000)),
    }
  }
}

/**
 * The client's address as the reverse proxy in front of the app reports it (first entry of
 * X-Forwarded-For, or X-Real-IP). Without such a proxy these headers are the client's own word,
 * so deployments must run behind one that overwrites them.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
}
