/* The Start-up section of bench/RESULTS.md: the start-up figures (ADR 0009) beside those before the change. */
import type { Coherence, Startup } from './results'

import { table } from './markdown-table'

const notMeasured = 'not measured (see Budgets)'
const seconds = (ms: number | undefined, missing = notMeasured) =>
  ms === undefined ? missing : `${(ms / 1000).toFixed(1)} s`

function coherenceRow(startup: Startup, direction: Coherence['direction']): string[] {
  const [from, to] = direction.split(' → ')
  const run = startup.coherence.find((measured) => measured.direction === direction)
  const now = run
    ? `${run.ms} ms`
    : startup.coherenceSkipped
      ? `skipped: ${startup.coherenceSkipped}`
      : notMeasured
  return [`Edit saved through ${from}, shown by ${to}`, now, startup.before.coherence]
}

export function startupSection(startup: Startup): string[] {
  const { before } = startup
  const edit = startup.coherence[0]
  return [
    '## Start-up',
    '',
    'A new `node server.mjs` of this build (the command `npm start` runs) on the same, already',
    'migrated database, before anything else has served the build; "Before" is what was',
    'measured on this machine while `npm start` still built the site against the database.',
    'Coherence: two instances of the build, each from its own folder (as two machines hold a',
    'release), sharing one Redis database' +
      (edit ? `; the edit is a ${edit.what} on \`${edit.path}\`.` : '.'),
    '',
    table(
      ['Figure', 'Now', 'Before'],
      [
        [
          'Build: `tools/build/build.ts` into `.next-bench`, reading no database (once per release)',
          seconds(startup.buildMs, 'not run (--skip-build)'),
          'part of every start below',
        ],
        [
          'Start to healthy: spawn to the first 200 of `/api/health`',
          seconds(startup.startToHealthMs),
          '–',
        ],
        [
          'Start to first page: spawn to the end of the first view of `/`',
          seconds(startup.startToFirstPageMs),
          `${before.freshCloneToFirstPageS} s (\`npm start\` on a fresh clone, building first)`,
        ],
        [
          'Restart: SIGKILL, same command again, spawn to the first 200 of `/`',
          seconds(startup.restartToServingMs),
          `${before.killToServingS} s`,
        ],
        coherenceRow(startup, 'A → B'),
        coherenceRow(startup, 'B → A'),
      ],
    ),
    '',
    'First views after that start, one request at a time (the whole HTML document; `x-nextjs-cache`',
    'says whether the request rendered the page). The instance is healthy only after it rendered `/`',
    'once in draft mode, which caches nothing (ADR 0030), so every first view below is a render:',
    '',
    table(
      ['Page', 'First view ms', 'Cache', 'Repeat view ms', 'Cache'],
      startup.firstViews.map((page) => [
        page.path,
        page.firstMs,
        page.firstCache || '–',
        page.repeatMs,
        page.repeatCache || '–',
      ]),
    ),
  ]
}
