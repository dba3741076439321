/* Payload's REST API as a staff user: what an editor's save in /cms goes through. */

/** The run's own account (staff-account.ts creates it); its password is new for every run. */
export const staffCredentials = {
  email: 'bench-staff@example.com',
  password: process.env.BENCH_STAFF_PASSWORD ?? '',
}

/** The run's admin: the Reports tab shows the dealer's figures to admins only (ADR 0066). */
export const ownerCredentials = {
  email: 'bench-owner@example.com',
  password: staffCredentials.password,
}

export type StaffApi = {
  get: <T>(path: string) => Promise<T>
  patch: (path: string, body: Record<string, unknown>) => Promise<void>
}

export async function staffApi(baseUrl: string): Promise<StaffApi> {
  const login = await fetch(`${baseUrl}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(staffCredentials),
  })
  if (!login.ok) throw new Error(`staff login answered ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
  return {
    async get<T>(path: string) {
      const response = await fetch(`${baseUrl}${path}`, { headers })
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
      return (await response.json()) as T
    },
    async patch(path, body) {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`PATCH ${path} answered ${response.status}`)
    },
  }
}
