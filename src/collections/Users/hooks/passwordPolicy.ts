import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { passwordProblem } from '@/lib/auth/password-policy'

/*
 * Before the operation, like refuseDemoPassword, so every way a password is set is covered: the
 * Local API (create-admin, the first-user screen), /cms/api and the CMS forms, and a reset. A
 * sign-in is not checked: an account with an older, weaker password can still sign in.
 */
export const passwordPolicy: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args.data as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string') return args
  const problem = passwordProblem(password)
  if (!problem) return args
  throw new ValidationError({
    collection: 'users',
    errors: [{ message: problem, path: 'password' }],
  })
}
