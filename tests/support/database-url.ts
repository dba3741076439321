/** The address of `database` on the server `serverUrl` names (its credentials and host kept). */
export const databaseUrl = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}
