/*
 * The demo staff account's password is printed in the README, so a live site must take it for no
 * account: production refuses it when an account is created or its password is set, and treats a
 * sign-in with it as a wrong password (src/collections/Users/hooks/refuseDemoPassword.ts).
 */
export const DEMO_PASSWORD = 'trailers-demo-2026'

export const demoPasswordRefused =
  'This password is published with the demo and is refused on a live site. Choose another.'

/** True when `password` is the demo password and the site runs in production. */
export function isRefusedPassword(password: unknown, nodeEnv = process.env.NODE_ENV): boolean {
  return nodeEnv === 'production' && password === DEMO_PASSWORD
}
