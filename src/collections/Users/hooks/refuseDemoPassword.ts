import { randomBytes } from 'node:crypto'

import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { demoPasswordRefused, isRefusedPassword } from '@/lib/auth/demo-password'

/*
 * Production takes the README's demo password for no account. Before the operation, so that every
 * way in is covered: the Local API, /cms/api (which the staff panel at /admin signs in through too),
 * the CMS's own forms and a password reset.
 */
export const refuseDemoPassword: CollectionBeforeOperationHook = ({ args, operation }) => {
  const password =
    'data' in args ? (args.data as { password?: unknown } | undefined)?.password : undefined
  if (!isRefusedPassword(password)) return args

  if (operation === 'login') {
    // Refused exactly like a wrong password: the sign-in goes on with one no hash can match, so
    // the answer, its time and the failed-attempt count (the sign-in limits) are a wrong password's.
    return { ...args, data: { ...args.data, password: randomBytes(32).toString('hex') } }
  }
  throw new ValidationError({
    collection: 'users',
    errors: [{ message: demoPasswordRefused, path: 'password' }],
  })
}
