/* The no-JS limit and first-load script sections of bench/RESULTS.md, and bench/BUNDLE.md. */
import type { BundlePage, NoJsLimit } from './results'

import { table } from './markdown-table'

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
/** Module groups listed in BUNDLE.md: the heaviest on any page; the rest summed as 'other'. */
const modulesListed = 30

export function scriptsSection(noJs: NoJsLimit[], bundle: BundlePage[]): string[] {
  return [
    '## Pages beside their own HTML without scripts',
    '',
    'LCP of each page and of the same HTML with every script and script preload removed, served',
    "with the page's styles and images from one origin (tools/bench/no-js-twin.ts); each figure is",
    'the median of its own over five Lighthouse runs.',
    '',
    table(
      ['Page', 'LCP ms', 'LCP without scripts ms', 'Ratio'],
      noJs.map((page) => [page.path, page.pageLcpMs, page.noJsLcpMs, page.ratio]),
    ),
    '',
    '## First-load JavaScript',
    '',
    "The scripts each page's HTML makes a modern browser load (not the `nomodule` polyfills),",
    'gzipped as served; module by module in [BUNDLE.md](BUNDLE.md).',
    '',
    table(
      ['Page', 'Quote form', 'Scripts', 'KB (gzip)', 'KB (raw)'],
      bundle.map((page) => [
        page.path,
        page.quoteForm ? 'yes' : '–',
        page.chunks,
        kb(page.firstLoadBytes),
        kb(page.rawBytes),
      ]),
    ),
  ]
}

/** bench/BUNDLE.md: KB (gzip) of each module group in each page's first-load JavaScript. */
export function bundleMarkdown(bundle: BundlePage[]): string {
  const heaviest = new Map<string, number>()
  for (const page of bundle) {
    for (const [group, bytes] of Object.entries(page.modules)) {
      heaviest.set(group, Math.max(heaviest.get(group) ?? 0, bytes))
    }
  }
  const listed = [...heaviest]
    .sort((a, b) => b[1] - a[1])
    .slice(0, modulesListed)
    .map(([group]) => group)
  const other = (page: BundlePage) =>
    Object.entries(page.modules)
      .filter(([group]) => !listed.includes(group))
      .reduce((sum, [, bytes]) => sum + bytes, 0)
  return [
    '# First-load JavaScript by module',
    '',
    "Written by `npm run bench` (tools/bench/bundle-report.ts) from the benchmark build's chunks",
    "and their source maps: KB gzipped (as served) of each module group in the scripts a page's",
    "HTML loads, each source's share of its chunk. React and the other packages Next vendors go by",
    'their own name, Next\'s runtime by its folder, "unmapped" is Turbopack\'s module wrappers.',
    '',
    table(
      ['Module', ...bundle.map((page) => `\`${page.path}\``)],
      [
        ...listed.map((group) => [
          group,
          ...bundle.map((page) => (page.modules[group] ? kb(page.modules[group]) : '–')),
        ]),
        ['other', ...bundle.map((page) => kb(other(page)))],
        ['**total**', ...bundle.map((page) => `**${kb(page.firstLoadBytes)}**`)],
      ],
    ),
    '',
  ].join('\n')
}
