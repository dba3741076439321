import { describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '@/lib/auth/demo-password'
import { passwordProblem, passwordTooCommon, passwordTooShort } from '@/lib/auth/password-policy'

describe('passwordProblem', () => {
  it('refuses fewer than 12 characters', () => {
    expect(passwordProblem('short-pass1')).toBe(passwordTooShort)
    expect(passwordProblem('')).toBe(passwordTooShort)
  })

  it('refuses the commonest passwords, in any case and with the usual padding', () => {
    expect(passwordProblem('qwerty123456')).toBe(passwordTooCommon)
    expect(passwordProblem('1Q2W3E4R5T6Y')).toBe(passwordTooCommon)
    expect(passwordProblem('Password2026!')).toBe(passwordTooCommon)
    expect(passwordProblem('!!Sunshine123456')).toBe(passwordTooCommon)
  })

  it('accepts a long uncommon password, the demo and test passwords among them', () => {
    for (const password of [
      DEMO_PASSWORD,
      'end-to-end-staff-2026',
      'a-long-test-password',
      'correct horse battery staple',
    ]) {
      expect(passwordProblem(password), password).toBeNull()
    }
  })
})
