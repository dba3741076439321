import { staffUnitsLarge, type StaffPanelBench } from './staff-panel'

import { table } from './markdown-table'

/*
 * Issue 40's figures from before, on the production build with the demo data plus 1,000 units
 * (Chromium, 1280 px): the Inventory tab drew every unit, the Aging tab listed every unit.
 */
export const staffBefore = {
  firstRowsMs: '4,000 (6,700–7,700 with the CPU 4x slower)',
  domNodes: '25,413',
  keystrokeMs: '500–1,800',
  agingHtml: '3.4 MB',
  agingServerMs: '3,000–3,300',
}

/** The staff panel's section of bench/RESULTS.md. */
export function staffSection(staff: StaffPanelBench | undefined): string[] {
  if (!staff) return ['## Staff panel', '', 'Not measured (see the errors above).']
  return [
    '## Staff panel',
    '',
    `${staff.units.toLocaleString('en-US')} units and ${staff.leads.toLocaleString('en-US')} ` +
      `more leads, then ${staffUnitsLarge.toLocaleString('en-US')} units, Chromium at 1280 px, ` +
      `straight to the app (tools/bench/staff-panel.ts). Before ` +
      `(issue 40): first rows ${staffBefore.firstRowsMs} ms, ${staffBefore.domNodes} DOM ` +
      `elements, ${staffBefore.keystrokeMs} ms a keystroke; Aging ${staffBefore.agingHtml} of ` +
      `HTML in ${staffBefore.agingServerMs} ms.`,
    '',
    table(
      [
        'Units',
        'CPU',
        'First rows ms',
        'HTML / DOM ready / list fetched ms',
        'DOM elements',
        'Keystroke ms (median / max)',
        'Keystrokes',
        'Longest key event ms',
      ],
      staff.inventory.map((run) => [
        run.units.toLocaleString('en-US'),
        `${run.throttle}x`,
        run.firstRowsMs,
        `${run.htmlMs} / ${run.domReadyMs} / ${run.listFetchStartMs}–${run.listFetchEndMs}`,
        run.domNodes,
        `${run.keystrokeMedianMs} / ${run.keystrokeMaxMs}`,
        run.keystrokes,
        run.longestKeyEventMs,
      ]),
    ),
    '',
    `The Leads tab with ${staff.leads.toLocaleString('en-US')} more leads: navigation to the ` +
      `first cards, and a search sent to the list showing its one lead.`,
    '',
    table(
      ['CPU', 'First cards ms', 'DOM elements', 'Search ms'],
      staff.leadsTab.map((run) => [
        `${run.throttle}x`,
        run.firstCardsMs,
        run.domNodes,
        run.searchMs,
      ]),
    ),
    '',
    table(
      ['Request', 'KB', 'Median ms', 'Max ms'],
      staff.server.map((figure) => [
        figure.what,
        Math.round(figure.bytes / 102.4) / 10,
        figure.medianMs,
        figure.maxMs,
      ]),
    ),
  ]
}
