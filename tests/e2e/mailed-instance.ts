import { freePort } from '../support/child-server'
import { startSmtpCapture } from '../support/smtp-capture'
import { test } from './fixtures'
import { startInstance, waitUntilUp, type Instance } from './instances'

type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>

/**
 * For a spec file: an instance of its own whose mail server is a local SMTP sink, started before
 * the file's tests and stopped after them (`env` adds to its environment). The tests read
 * `smtp` and `site` from what it answers.
 */
export function mailedInstance(env: Record<string, string | undefined> = {}) {
  const mailed = {} as { smtp: SmtpCapture; site: Instance }
  test.beforeAll(async () => {
    mailed.smtp = await startSmtpCapture()
    mailed.site = startInstance({ port: await freePort(), env: { ...mailed.smtp.env, ...env } })
    await waitUntilUp(mailed.site)
  })
  test.afterAll(async () => {
    mailed.site?.stop()
    await mailed.site?.exited
    await mailed.smtp?.close()
  })
  return mailed
}
