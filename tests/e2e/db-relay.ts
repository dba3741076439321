import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net'

/*
 * A TCP relay in front of PostgreSQL that counts the bytes the app sends it: an instance of the
 * build pointed through it shows whether serving something cost a database query.
 */
const terminate = Buffer.from([0x58, 0, 0, 0, 4])

export type Relay = { port: number; bytesToDatabase: () => number; close: () => Promise<void> }

export async function startRelay(target: URL): Promise<Relay> {
  let bytes = 0
  const sockets = new Set<Socket>()
  const server: Server = createServer((client) => {
    const database = connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, database]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {})
    }
    client.on('data', (chunk: Buffer) => {
      // The pool closing an idle connection says goodbye (Terminate): that is no query.
      if (!chunk.equals(terminate)) bytes += chunk.length
    })
    client.pipe(database).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    bytesToDatabase: () => bytes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
