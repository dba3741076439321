import { describe, expect, it } from 'vitest'

import { checkBudgets, missedBudgets, staffPanelBudgets } from './budgets'
import type {
  BundlePage,
  FirstView,
  LighthousePage,
  LoadRun,
  LoadTarget,
  Measurements,
  PhotoBurst,
} from './results'

const page = (path: string, overrides: Partial<LighthousePage> = {}): LighthousePage => ({
  path,
  runs: 5,
  scores: { performance: 99, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs: 1200,
  cls: 0,
  tbtMs: 20,
  totalBytes: 900_000,
  bytesBeforeVideo: 300_000,
  jsBytes: 120_000,
  findings: [],
  ...overrides,
})

const run = (overrides: Partial<LoadRun> = {}): LoadRun => ({
  requestsPerSec: 2000,
  p50Ms: 10,
  p99Ms: 30,
  errors: 0,
  non2xx: 0,
  timeouts: 0,
  ...overrides,
})

const target = (name: string, kind: LoadTarget['kind'], app = run(), ratio = 0.8): LoadTarget => ({
  target: name,
  kind,
  bytes: 50_000,
  app,
  ceiling: run({ requestsPerSec: 3000 }),
  ratio,
})

const bundle = (path: string, kb: number, quoteForm = false): BundlePage => ({
  path,
  firstLoadBytes: kb * 1024,
  rawBytes: kb * 3 * 1024,
  chunks: 12,
  quoteForm,
  modules: { 'react-dom': kb * 1024 },
})

const firstView = (path: string, firstMs = 120): FirstView => ({
  path,
  firstMs,
  firstCache: 'MISS',
  repeatMs: 15,
  repeatCache: 'HIT',
})

const photoBurst = (overrides: Partial<PhotoBurst> = {}): PhotoBurst => ({
  posts: 50,
  postMb: 44,
  stored: 15,
  refused: 35,
  other: 0,
  beforeMb: 400,
  peakMb: 1000,
  burstMs: 40_000,
  ...overrides,
})

const passing = (): Measurements => ({
  lighthouse: [page('/'), page('/inventory')],
  noJs: [{ path: '/', pageLcpMs: 1200, noJsLcpMs: 1100, ratio: 1.09 }],
  bundle: [bundle('/about', 140), bundle('/tips', 141), bundle('/contact', 145, true)],
  axe: [{ path: '/', violations: [] }],
  load: [target('/', 'page'), target('GET /api/inventory', 'api')],
  editLatency: [{ what: 'trailer model capacity', path: '/trailers/aluminum', ms: 400 }],
  startup: {
    startToHealthMs: 4_000,
    startToFirstPageMs: 5_000,
    firstViews: [firstView('/'), firstView('/inventory')],
    restartToServingMs: 3_000,
    coherence: [
      { direction: 'A → B', what: 'capacity', path: '/trailers/aluminum', ms: 300 },
      { direction: 'B → A', what: 'capacity', path: '/trailers/aluminum', ms: 300 },
    ],
    before: { freshCloneToFirstPageS: 88, killToServingS: 79, coherence: 'never' },
  },
  deploys: {
    rolling: { requests: 5_000, failed: 0, statuses: { 200: 5_000 }, seconds: 30 },
    restore: { units: 1_004, backupMs: 20_000, restoreMs: 300_000 },
    before: { requests: 1_211_881, answered502: 308_245, failed: 60 },
  },
  stickers: { units: 100, ms: 10_000, bytes: 1_100_000, peakRssMb: 180, peakHeapMb: 60 },
  photoBurst: photoBurst(),
  errors: [],
})

describe('checkBudgets', () => {
  it('reports nothing when every figure is within its budget', () => {
    expect(checkBudgets(passing())).toEqual([])
  })

  it('names the page, the figure and the limit of a missed Lighthouse budget', () => {
    const measured = passing()
    measured.lighthouse[1] = page('/inventory', {
      scores: { ...page('/').scores, performance: 94 },
    })
    expect(checkBudgets(measured)).toEqual([
      { budget: 'Lighthouse performance', subject: '/inventory', value: '94', limit: '≥ 95' },
    ])
  })

  it('treats a page of exactly 400 KB before the video as within budget, and one byte more as not', () => {
    const measured = passing()
    measured.lighthouse = [page('/', { bytesBeforeVideo: 400 * 1024 })]
    expect(checkBudgets(measured)).toEqual([])
    measured.lighthouse = [page('/', { bytesBeforeVideo: 400 * 1024 + 200 })]
    expect(checkBudgets(measured).map((miss) => miss.budget)).toEqual([
      'Page weight before the hero video',
    ])
  })

  it('holds cached pages, the filtered list and the API to half the static ceiling, and each to its latency', () => {
    const measured = passing()
    measured.load = [
      target('/', 'page', run(), 0.49),
      target('GET /api/inventory', 'api', run({ p50Ms: 21 }), 0.5),
      target('GET /inventory?axle=tandem', 'filtered', run({ p99Ms: 101 }), 0.49),
    ]
    expect(checkBudgets(measured).map((miss) => `${miss.budget} @ ${miss.subject}`)).toEqual([
      'Cached page requests/s as a share of the static ceiling @ /',
      'GET /api/inventory p50 latency with 1,000 items @ GET /api/inventory',
      'Filtered list and GET /api/inventory requests/s as a share of the static ceiling @ GET /inventory?axle=tandem',
      'Filtered list p99 latency with 1,000 more units @ GET /inventory?axle=tandem',
    ])
  })

  it('holds a revalidation of the list under 1 KB and a phone’s three list reads to 60 KB', () => {
    const measured = passing()
    const lists = { listBytes: 11_000, revalidationStatus: 304, revalidationBytes: 0 }
    measured.lists = { ...lists, pagedBytes: 60 * 1024 }
    expect(checkBudgets(measured)).toEqual([])
    measured.lists = { ...lists, revalidationBytes: 1025, pagedBytes: 60 * 1024 + 1 }
    expect(checkBudgets(measured).map((miss) => miss.budget)).toEqual([
      'Revalidation of GET /api/inventory a browser already has',
      "A phone's first three list reads after load (narrow, sort, show more)",
    ])
  })

  it('holds LCP to 1.2 times that of the same HTML without scripts, and TBT to 50 ms', () => {
    const measured = passing()
    measured.noJs = [
      { path: '/', pageLcpMs: 1200, noJsLcpMs: 1000, ratio: 1.2 },
      { path: '/contact', pageLcpMs: 1210, noJsLcpMs: 1000, ratio: 1.21 },
    ]
    measured.lighthouse = [page('/', { tbtMs: 50 }), page('/tips', { tbtMs: 51 })]
    expect(checkBudgets(measured).map((miss) => `${miss.budget} @ ${miss.subject}`)).toEqual([
      'Total blocking time @ /tips',
      'LCP as a multiple of the same HTML without scripts @ /contact',
    ])
  })

  it('holds first-load JavaScript below 152 KB, and a quote-form page to 5 KB over the median other page', () => {
    const measured = passing()
    measured.bundle = [
      bundle('/about', 140),
      bundle('/tips', 141),
      bundle('/tips/check-tire-pressure-monthly', 144),
      bundle('/trailers', 151.9),
      bundle('/inventory', 152),
      bundle('/', 149, true),
      bundle('/contact', 150.1, true),
    ]
    expect(checkBudgets(measured)).toEqual([
      {
        budget: 'First-load JavaScript (gzipped)',
        subject: '/inventory',
        value: '152 KB',
        limit: '≤ 151.9 KB',
      },
      {
        budget: 'First-load JavaScript of a quote-form page over the median page without the form',
        subject: '/contact',
        value: '6.1 KB',
        limit: '≤ 5 KB',
      },
    ])
  })

  it('counts non-2xx answers under load as failures', () => {
    const measured = passing()
    measured.load = [target('/', 'page', run({ non2xx: 3 }))]
    expect(checkBudgets(measured)).toEqual([
      {
        budget: 'Failed responses under load (errors, timeouts, non-2xx)',
        subject: '/',
        value: '3',
        limit: '≤ 0',
      },
    ])
  })

  it('holds a start to 10 s until healthy, 300 ms per first view and 2 s per cross-instance edit', () => {
    const measured = passing()
    measured.startup.startToHealthMs = 10_000
    measured.startup.firstViews = [firstView('/', 300), firstView('/inventory', 301)]
    measured.startup.coherence[1].ms = 2_001
    expect(checkBudgets(measured)).toEqual([
      {
        budget: 'First view of a public page after a start (rendered on demand)',
        subject: '/inventory',
        value: '301 ms',
        limit: '≤ 300 ms',
      },
      {
        budget: 'Edit on one instance visible on the other (shared Redis)',
        subject: 'B → A',
        value: '2001 ms',
        limit: '≤ 2000 ms',
      },
    ])
    measured.startup.startToHealthMs = 10_250
    expect(checkBudgets(measured)[0]).toEqual({
      budget: 'Start to healthy (spawn to /api/health 200)',
      subject: 'node server.mjs',
      value: '10.25 s',
      limit: '≤ 10 s',
    })
  })

  it('passes coherence skipped for want of Redis, but fails a start that never got healthy', () => {
    const measured = passing()
    measured.startup.coherence = []
    measured.startup.coherenceSkipped = 'no Redis to share'
    expect(checkBudgets(measured)).toEqual([])
    measured.startup.startToHealthMs = undefined
    measured.errors = [
      { stage: 'Start-up', subject: 'start-to-health', message: 'server.mjs exited (1)' },
    ]
    expect(checkBudgets(measured).map((miss) => miss.budget)).toEqual(['Start-up measured'])
  })

  it('fails a rolling restart with one answer that is not 2xx, and a restore over 5 minutes', () => {
    const measured = passing()
    measured.deploys.rolling = {
      requests: 5_000,
      failed: 0,
      statuses: { 200: 4_999, 502: 1 },
      seconds: 30,
    }
    measured.deploys.restore = { units: 1_004, backupMs: 20_000, restoreMs: 300_001 }
    expect(checkBudgets(measured)).toEqual([
      {
        budget: 'Requests failed or not 2xx during a rolling restart',
        subject: '2 instances behind the front door',
        value: '1',
        limit: '≤ 0',
      },
      {
        budget: 'Restore of the latest backup onto a fresh database',
        subject: 'npm run db:restore (1004 units)',
        value: '300.001 s',
        limit: '≤ 300 s',
      },
    ])
  })

  it('fails a photo burst that adds over 600 MB to the server, or answers a post otherwise than 201 or 503', () => {
    const measured = passing()
    measured.photoBurst = photoBurst({ beforeMb: 400, peakMb: 1001, other: 1 })
    expect(checkBudgets(measured).map((miss) => `${miss.budget}: ${miss.value}`)).toEqual([
      'Photo burst: growth of the server resident memory: 601 MB',
      'Photo burst: answers neither 201 nor 503 with Retry-After: 1',
    ])
  })

  it('fails a window-sticker PDF of 100 units that takes longer than 10 s', () => {
    const measured = passing()
    measured.stickers = { units: 100, ms: 10_001, bytes: 1, peakRssMb: 1, peakHeapMb: 1 }
    expect(checkBudgets(measured)).toEqual([
      {
        budget: 'Window stickers PDF (ADR 0026)',
        subject: '100 units',
        value: '10.001 s',
        limit: '≤ 10 s',
      },
    ])
  })

  it('fails a measurement that could not be taken instead of passing it silently', () => {
    const measured = passing()
    measured.errors = [{ stage: 'Lighthouse', subject: '/tips', message: 'page timed out' }]
    measured.editLatency = [{ what: 'inventory item price', path: '/inventory/1-x', ms: NaN }]
    expect(checkBudgets(measured).map((miss) => miss.subject)).toEqual([
      'inventory item price',
      '/tips',
    ])
  })
})

describe('the staff panel budgets (issue 40)', () => {
  const tab = (throttle: number, firstRowsMs: number) => ({
    units: 1012,
    throttle,
    firstRowsMs,
    htmlMs: 100,
    domReadyMs: 200,
    listFetchStartMs: 150,
    listFetchEndMs: 300,
    domNodes: 600,
    keystrokeMedianMs: 10,
    keystrokeMaxMs: 40,
    keystrokes: 12,
    longestKeyEventMs: 30,
  })
  const leadsTab = (throttle: number, firstCardsMs: number, searchMs: number) => ({
    throttle,
    firstCardsMs,
    domNodes: 1500,
    searchMs,
  })
  const staffRun = (firstRows: [number, number], agingBytes: number, leadsMs = [800, 300]) =>
    ({
      staff: {
        units: 1012,
        leads: 10_000,
        inventory: [tab(1, firstRows[0]), tab(4, firstRows[1])],
        leadsTab: [leadsTab(1, leadsMs[0], leadsMs[1]), leadsTab(4, 1900, 900)],
        server: [{ what: 'Aging tab, page 1 (HTML)', bytes: agingBytes, medianMs: 90, maxMs: 120 }],
      },
    }) as Partial<Measurements>

  const misses = (figures: Partial<Measurements>) =>
    missedBudgets(figures as Measurements, staffPanelBudgets).map((miss) => miss.budget)

  it('hold first rows to 1 s, or 2 s with the CPU slowed 4x, and an Aging page to 150 KB', () => {
    expect(misses(staffRun([900, 1900], 120_000))).toEqual([])
    expect(misses(staffRun([1100, 2100], 160_000))).toEqual([
      'Inventory tab: navigation to the first rows',
      'Inventory tab: navigation to the first rows, CPU slowed 4x',
      'Aging tab HTML a page',
    ])
  })

  it('hold the Leads tab to the same first second, and its search to the server budget', () => {
    expect(misses(staffRun([900, 1900], 120_000, [1200, 600]))).toEqual([
      'Leads tab: navigation to the first cards',
      'Leads tab: search sent to the list showing its result',
    ])
  })
})
