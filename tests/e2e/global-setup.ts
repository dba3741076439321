import { execFileSync } from 'node:child_process'

import { staffCredentials } from './fixtures'

/*
 * The tests sign in to a production server, which refuses the demo password printed in the
 * README: they get an admin account of their own, made the way an operator makes one.
 */
export default function globalSetup(): void {
  execFileSync(
    process.execPath,
    // As package.json's create-admin runs it (ADR 0071).
    [
      '--conditions=development',
      '--import',
      './scripts/load-typescript.mjs',
      'scripts/create-admin.ts',
      '--email',
      staffCredentials.email,
    ],
    { stdio: 'inherit', env: { ...process.env, ADMIN_PASSWORD: staffCredentials.password } },
  )
}
