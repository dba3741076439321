import 'server-only'

/*
 * A fixed-window rate limiter behind a small store interface. The in-memory store suits one
 * server process; several instances need a shared store (e.g. Redis INCR + PEXPIRE on the same
 * key) implementing the same `increment`.
 */
export interface RateLimitStore {
  /** Counts one hit for `key` in its current window and says how many it holds and when it ends. */
  increment(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>
  /** Takes one hit back from the current window of `key`, never below zero. */
  decrement(key: string, now: number): Promise<void>
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

  async decrement(key: string, now: number) {
    const window = this.windows.get(key)
    if (window && window.resetAt > now && window.count > 0) window.count -= 1
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

type LimiterOptions = {
  limit: number
  windowMs: number
  store?: RateLimitStore
  now?: () => number
}

export function createRateLimiter(
  options: LimiterOptions,
): (key: string) => Promise<RateLimitResult> {
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
 * For attempts where only failures should count (sign-ins): every attempt takes a hit up front, so
 * a burst of parallel attempts cannot all slip past the limit, and one that succeeded gives it back.
 */
export function createAttemptLimiter(options: LimiterOptions) {
  const { store = new MemoryRateLimitStore(), now = Date.now } = options
  const hit = createRateLimiter({ ...options, store, now })
  return { hit, refund: (key: string) => store.decrement(key, now()) }
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>
