import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net'

import { startInstance, waitUntilUp, type Instance } from './instances'

/*
 * A TCP relay in front of PostgreSQL that notes the text of every statement the app sends it: an
 * instance of the build pointed through it shows whether serving something cost a database query,
 * and which.
 */
const sslRequestCode = 80877103

/*
 * The jobs queue ticks every few seconds whoever visits (payload.config.ts); its statements are
 * told apart by the tables they name. Holds are ended on every tick (ADR 0063); on the first tick
 * and then hourly, the retention pass (ADR 0064: texts, unconfirmed requests, old page view
 * counts, by the privacy settings) and the trash's (ADR 0059: whatever was deleted before a date).
 * None of the pages these specs view reads those tables, nor the privacy settings.
 */
const jobQueueTables =
  /\b(payload_jobs|quote_requests|lead_settings|site_settings|alert_runs|reservations|privacy|text_messages)/
const housekeeping = [
  /^delete from "unit_page_views" where "day" < \$1$/i,
  /"deleted_at" < \$1/,
  /^delete from "payload_preferences" where false$/,
]
const isJobQueueTick = (statement: string) =>
  jobQueueTables.test(statement) ||
  housekeeping.some((pattern) => pattern.test(statement.trim())) ||
  /^(begin|commit|rollback)\b/i.test(statement.trim()) ||
  statement.includes('pg_advisory')

/** The statements of a list that the jobs queue's ticks did not send. */
export const besidesJobQueue = (statements: readonly string[]) =>
  statements.filter((statement) => !isJobQueueTick(statement))

export type Relay = {
  port: number
  /** Every statement sent so far (simple queries and the extended protocol's Parse), in order. */
  statements: () => readonly string[]
  close: () => Promise<void>
}

export async function startRelay(target: URL): Promise<Relay> {
  const statements: string[] = []
  const sockets = new Set<Socket>()
  const server: Server = createServer((client) => {
    const database = connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, database]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {})
    }
    const readStatements = statementReader((text) => statements.push(text))
    client.on('data', readStatements)
    client.pipe(database).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    statements: () => statements,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/*
 * The frontend side of PostgreSQL's protocol, one connection's: untyped messages (an SSL request,
 * then the startup message) until the startup, then a type byte and a length before each body. A
 * simple query ('Q') is the statement; a Parse ('P') is a name, then the statement.
 */
function statementReader(found: (statement: string) => void) {
  let pending = Buffer.alloc(0)
  let started = false
  return (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk])
    for (;;) {
      const header = started ? 5 : 4
      if (pending.length < header) return
      const length = pending.readInt32BE(started ? 1 : 0) + (started ? 1 : 0)
      if (pending.length < length) return
      const message = pending.subarray(0, length)
      pending = pending.subarray(length)
      if (!started) {
        started = message.readInt32BE(4) !== sslRequestCode
        continue
      }
      const type = String.fromCharCode(message[0])
      const body = message.subarray(5)
      if (type === 'Q') found(cString(body, 0))
      if (type === 'P') found(cString(body, body.indexOf(0) + 1))
    }
  }
}

const cString = (buffer: Buffer, start: number) =>
  buffer.subarray(start, buffer.indexOf(0, start)).toString('utf8')

/**
 * An instance of the build on `port` whose database is the suite's, through a relay. Its page
 * cache is its own (no Redis), and page-view totals are written only when it stops, so none of
 * their writes falls inside a measurement.
 */
export async function startRelayedInstance(
  port: number,
): Promise<{ relay: Relay; instance: Instance }> {
  const database = new URL(process.env.DATABASE_URL ?? '')
  const relay = await startRelay(database)
  const relayed = new URL(database)
  relayed.hostname = '127.0.0.1'
  relayed.port = String(relay.port)
  const instance = startInstance({
    port,
    env: { DATABASE_URL: relayed.toString(), REDIS_URL: '', PAGE_VIEWS_FLUSH_SECONDS: '3600' },
  })
  await waitUntilUp(instance)
  return { relay, instance }
}
