import { createRedisClient } from '@/server/redis'

/** The Redis the tests share state through: REDIS_URL, or the local default CI also runs. */
export const testRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

/*
 * Whether Redis answers: the tests and specs that need it skip, saying so, on a machine without
 * it.
 */
export async function redisReachable(url = testRedisUrl): Promise<boolean> {
  const probe = createRedisClient(url)
  try {
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}
