import { getPayloadClient } from '@/server/payload'
import { submitLead } from '@/server/leads/intake'

/*
 * Run by lead-jobs-kill.int.test.ts as a process of its own, which the test kills with SIGKILL:
 * keeps 40 quote requests in flight through the real store-and-queue path until then. Every
 * lead carries the run's token (argv[2]) in its message.
 */
const run = process.argv[2]
const payload = await getPayloadClient()
let sent = 0

async function keepSending(): Promise<void> {
  for (;;) {
    await submitLead(
      payload,
      {
        name: 'Kill Tester',
        email: 'kill@example.com',
        message: `${run} request ${++sent}`,
      },
      { address: '127.0.0.1', gpc: false },
    )
  }
}

console.log('ready')
await Promise.all(Array.from({ length: 40 }, keepSending))
