/* The Deploys section of bench/RESULTS.md: the deploy figures beside those before ADR 0022. */
import { non2xx } from '../../tests/support/rolling-restart'
import type { Deploys, LeadBurst, PhotoBurst } from './results'

import { table } from './markdown-table'

const notMeasured = 'not measured (see Budgets)'
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export function deploysSection({ rolling, restore, before }: Deploys): string[] {
  return [
    '## Deploys',
    '',
    'Rolling restart: two instances of the build behind the front door, under 8 request loops on',
    '`/`, `/inventory` and `/api/categories`; each instance in turn gets SIGTERM and is started',
    'again, the second only once the first serves (ADR 0022). "Before" is `main` before it',
    '(2 × 8 connections on `/` and `/inventory` for 40 s). Restore: `npm run db:backup` of the',
    "benchmark's database (demo data and 1,000 more units with their images), then",
    '`npm run db:restore` of it onto a fresh database; the site on it must list every unit',
    'with the data of the backup, not an edit made after it.',
    '',
    table(
      ['Figure', 'Now', 'Before'],
      [
        [
          'Rolling restart: requests, without answer, answered other than 2xx',
          rolling
            ? `${rolling.requests} in ${rolling.seconds} s, ${rolling.failed}, ${non2xx(rolling)}`
            : notMeasured,
          `${before.requests}, ${before.failed}, ${before.answered502} (502)`,
        ],
        ['Backup (`npm run db:backup`)', restore ? seconds(restore.backupMs) : notMeasured, '–'],
        [
          'Restore onto a fresh database (`npm run db:restore`)',
          restore ? `${seconds(restore.restoreMs)} (${restore.units} units)` : notMeasured,
          '–',
        ],
      ],
    ),
  ]
}

/** The lead burst (ADR 0024): each quote request timed from its 201 to its reply handed to SMTP. */
export function leadBurstSection(burst: LeadBurst | undefined): string[] {
  if (!burst) return ['## Lead burst', '', notMeasured]
  return [
    '## Lead burst',
    '',
    `${burst.leads} quote requests at once, each from its own loopback address and to its own`,
    'e-mail, against the app (not the front door); a rotation of three staff; a local SMTP sink.',
    '',
    table(
      [
        'Stored',
        'Replies sent',
        'Recorded reasons',
        'Without either',
        'p50',
        'p99',
        'max',
        'Last 201',
      ],
      [
        [
          burst.stored,
          burst.replies,
          burst.reasons,
          burst.without,
          seconds(burst.p50Ms),
          seconds(burst.p99Ms),
          seconds(burst.maxMs),
          seconds(burst.burstMs),
        ],
      ],
    ),
  ]
}

/** The photo burst (issue 42): trade-ins with photos at once, and the server's memory. */
export function photoBurstSection(burst: PhotoBurst | undefined): string[] {
  if (!burst) return ['## Photo burst', '', notMeasured]
  return [
    '## Photo burst',
    '',
    `${burst.posts} trade-ins at once, each from its own loopback address with six 12-megapixel`,
    `photos (${burst.postMb} MB a post), against the app; its resident memory sampled every 50 ms.`,
    '',
    table(
      ['Stored', 'Refused unread (503)', 'Other', 'RSS before', 'RSS peak', 'Last answer'],
      [
        [
          burst.stored,
          burst.refused,
          burst.other,
          `${burst.beforeMb} MB`,
          `${burst.peakMb} MB`,
          seconds(burst.burstMs),
        ],
      ],
    ),
  ]
}
