// @ts-check
import { randomBytes } from 'node:crypto'

/*
 * Which (unit, client) pairs a day already counted, as keyed hashes only (counter.mjs). The salt
 * is random per day and dies with it, so a stored hash cannot be tested against addresses once
 * the day is over (with a fixed key, the whole IPv4 space could be tried in minutes). With Redis,
 * every instance shares salt and hashes, so a client is counted once whichever instance it
 * reaches; without it, each process keeps its own (ADR 0027).
 */

const twoDaysSeconds = 2 * 24 * 60 * 60

/** @returns {import('./counter.mjs').SeenStore} */
export function memorySeen() {
  /** @type {Map<string, { salt: string, members: Set<string> }>} */
  const days = new Map()
  const of = (/** @type {string} */ day) => {
    let entry = days.get(day)
    if (!entry) {
      entry = { salt: randomBytes(32).toString('base64'), members: new Set() }
      days.set(day, entry)
      // Today and yesterday (a flush may straddle midnight); older days are forgotten.
      for (const old of [...days.keys()].sort().slice(0, -2)) days.delete(old)
    }
    return entry
  }
  return {
    salt: async (day) => of(day).salt,
    add: async (day, members) => {
      const seen = of(day).members
      return members.map((member) => !seen.has(member) && Boolean(seen.add(member)))
    },
  }
}

/**
 * @param {import('ioredis').Redis} redis
 * @param {string} prefix Keys of this store start with it (tests use their own).
 * @returns {import('./counter.mjs').SeenStore}
 */
export function redisSeen(redis, prefix) {
  return {
    async salt(day) {
      const key = `${prefix}salt:${day}`
      await redis.set(key, randomBytes(32).toString('base64'), 'EX', twoDaysSeconds, 'NX')
      const salt = await redis.get(key)
      if (!salt) throw new Error(`page views: no salt in Redis for ${day}`)
      return salt
    },
    async add(day, members) {
      const key = `${prefix}seen:${day}`
      const batch = redis.multi()
      for (const member of members) batch.sadd(key, member)
      batch.expire(key, twoDaysSeconds)
      const results = (await batch.exec()) ?? []
      return members.map((_, index) => {
        const [error, added] = results[index] ?? [new Error('no answer')]
        if (error) throw error
        return added === 1
      })
    },
  }
}
