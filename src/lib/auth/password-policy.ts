import { dictionary } from '@zxcvbn-ts/language-common'

/*
 * The password rule for every account, however it is set (/cms forms, the first-user screen,
 * create-admin, a password reset): users collection hook passwordPolicy. Length is what makes a
 * password hard to guess online (ADR 0012-login-throttling-without-lockout); the list refuses the ones guessed first.
 */
export const minPasswordLength = 12

export const passwordTooShort = `Use at least ${minPasswordLength} characters for the password.`
export const passwordTooCommon =
  'This password is one of the most common and is easily guessed. Choose another.'

/*
 * zxcvbn's list of passwords seen most often in breaches (49k, lowercase, MIT), read on first use
 * so processes that never set a password do not hold it.
 */
let common: Set<string> | undefined
const commonSet = () => (common ??= new Set(dictionary['passwords-common']))

/*
 * "Password2026!" is "password" with the usual padding: the list is also checked against the
 * password without digits and symbols at either end.
 */
const core = (lower: string) => lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')

/** Why `password` is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < minPasswordLength) return passwordTooShort
  const lower = password.toLowerCase()
  if (commonSet().has(lower) || commonSet().has(core(lower))) return passwordTooCommon
  return null
}
