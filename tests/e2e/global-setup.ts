import { execFileSync } from 'node:child_process'

import { staffCredentials } from './fixtures'

/*
 * The tests sign in to a production server, which refuses the demo password printed in the
 * README: they get an admin account of their own, made the way an operator makes one.
 */
export default function globalSetup(): void {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/create-admin.ts', '--email', staffCredentials.email],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        ADMIN_PASSWORD: staffCredentials.password,
        // As scripts/run.ts runs its Payload scripts (Lexical's top-level await, PLATFORM-NOTES).
        NODE_OPTIONS: '--conditions=development',
      },
    },
  )
}
