import net from 'node:net'
import type { AddressInfo } from 'node:net'

/*
 * A TCP relay between the app and its PostgreSQL, so a test can take the database away as a
 * network or server failure would: `cut` drops every open connection and refuses new ones,
 * `restore` listens again on the same port.
 */
export async function startDatabaseProxy(databaseUrl: string) {
  const target = new URL(databaseUrl)
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  const relay = (client: net.Socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    const drop = () => {
      for (const socket of [client, upstream]) {
        socket.destroy()
        sockets.delete(socket)
      }
    }
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', drop)
      socket.on('close', drop)
    }
    client.pipe(upstream).pipe(client)
  }
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      const opened = net.createServer(relay)
      server = opened
      opened.listen(port, '127.0.0.1', () => resolve((opened.address() as AddressInfo).port))
    })
  const port = await listen(0)
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return {
    url: url.toString(),
    cut: () =>
      new Promise<void>((resolve) => {
        const closing = server
        server = null
        for (const socket of sockets) socket.destroy()
        sockets.clear()
        if (closing) closing.close(() => resolve())
        else resolve()
      }),
    restore: () => listen(port),
  }
}
