import { execFileSync } from 'node:child_process'

import { payloadScriptFlags } from '../../scripts/payload-script-flags'
import { staffCredentials } from './fixtures'

/*
 * The tests sign in to a production server, which refuses the demo password printed in the
 * README: they get an admin account of their own, made the way an operator makes one.
 */
export default function globalSetup(): void {
  execFileSync(
    process.execPath,
    [...payloadScriptFlags, 'scripts/create-admin.ts', '--email', staffCredentials.email],
    { stdio: 'inherit', env: { ...process.env, ADMIN_PASSWORD: staffCredentials.password } },
  )
}
