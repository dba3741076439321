import { describe, expect, it } from 'vitest'

/*
 * On a site served over https the session cookie is Secure, so a browser never
 * sends it over plain http. The site URL is read when the config loads, hence before the imports.
 */
process.env.NEXT_PUBLIC_SITE_URL = 'https://trailers.example.com'
const { createUser, login, password } = await import('./helpers/auth-calls')

describe('the session cookie of an https site', () => {
  it('is Secure, HttpOnly and SameSite=Lax', async () => {
    const user = await createUser('cookie-https')
    const answer = await login(user.email, password)
    expect(answer.status).toBe(200)
    const cookie = answer.response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
  })
})
