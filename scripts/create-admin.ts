/*
 * npm run create-admin -- --email ADDRESS: creates an admin account in the database scripts/run.ts
 * provides. The password comes from ADMIN_PASSWORD, else from standard input: typed without echo
 * on a terminal, or the first line of what is piped in.
 */
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'

import config from '@payload-config'
import { getPayload, ValidationError } from 'payload'

function fail(message: string, code = 1): never {
  console.error(message)
  process.exit(code)
}

const { values } = parseArgs({ options: { email: { type: 'string' } } })
const email = values.email?.trim().toLowerCase()
if (!email) {
  fail('usage: npm run create-admin -- --email ADDRESS  (password: ADMIN_PASSWORD or stdin)', 2)
}

const password = process.env.ADMIN_PASSWORD ?? (await readPassword())
if (!password) fail('No password given (set ADMIN_PASSWORD or type it when asked).')

const payload = await getPayload({ config })
const { totalDocs } = await payload.count({
  collection: 'users',
  where: { email: { equals: email } },
})
if (totalDocs > 0) fail(`An account with the e-mail ${email} already exists; nothing created.`)

try {
  await payload.create({ collection: 'users', data: { email, password, role: 'admin' } })
} catch (error) {
  if (!(error instanceof ValidationError)) throw error
  const reasons = error.data.errors.map(({ path, message }) => `  - ${path}: ${message}`)
  fail(`The account was refused:\n${reasons.join('\n')}`)
}
console.log(`Admin account ${email} created.`)
process.exit(0)

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin })
    for await (const line of lines) return line
    return ''
  }
  const first = await promptHidden('Password: ')
  if (first && (await promptHidden('Password again: ')) !== first) {
    fail('The passwords differ; nothing created.')
  }
  return first
}

/* Reads one line from the terminal without showing it. */
function promptHidden(prompt: string): Promise<string> {
  const { stdin, stderr } = process
  stdin.setRawMode(true)
  stderr.write(prompt)
  stdin.setEncoding('utf8')
  stdin.resume()
  return new Promise((resolve) => {
    let typed = ''
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') fail('\ncancelled', 130)
        if (char === '\r' || char === '\n' || char === '\u0004') {
          stdin.off('data', onData)
          stdin.setRawMode(false)
          stdin.pause()
          stderr.write('\n')
          return resolve(typed)
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char
      }
    }
    stdin.on('data', onData)
  })
}
