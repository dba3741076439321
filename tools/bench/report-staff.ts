import { staffUnitsLarge, type StaffPanelBench, type StaffTabRun } from './staff-panel'

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

/** Issue 54's figure from before: the Inventory tab's first row against the Alerts tab's. */
export const firstRowsBefore = '1,400 ms at 1,012 units, 3.1 times the Alerts tab in the same run'

/*
 * The Inventory tab's first rows beside the Alerts tab's first row, same CPU, same run (the
 * inventory runs at the first size), and how many times longer they took.
 */
function againstAlerts(staff: StaffPanelBench): string[] {
  const rows = (staff.alertsTab ?? []).flatMap((alerts) => {
    const tab = staff.inventory.find(
      (run: StaffTabRun) => run.units === staff.units && run.throttle === alerts.throttle,
    )
    if (!tab) return []
    const ratio = Math.round((tab.firstRowsMs / alerts.firstRowMs) * 100) / 100
    return [[`${alerts.throttle}x`, tab.firstRowsMs, tab.wholeListMs, alerts.firstRowMs, ratio]]
  })
  if (rows.length === 0) return []
  return [
    '',
    `The Inventory tab's first rows against the Alerts tab's first row (drawn on the server, ` +
      `no script of its own), ${staff.units.toLocaleString('en-US')} units, same run; ` +
      `before (issue 54): ${firstRowsBefore}.`,
    '',
    table(
      ['CPU', 'Inventory first rows ms', 'Inventory whole list ms', 'Alerts first row ms', 'Ratio'],
      rows,
    ),
  ]
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
        'First rows / whole list ms',
        'HTML / DOM ready / list fetched ms',
        'DOM elements',
        'Keystroke ms (median / max)',
        'Keystrokes',
        'Longest key event ms',
      ],
      staff.inventory.map((run) => [
        run.units.toLocaleString('en-US'),
        `${run.throttle}x`,
        `${run.firstRowsMs} / ${run.wholeListMs ?? '–'}`,
        `${run.htmlMs} / ${run.domReadyMs} / ${run.listFetchStartMs}–${run.listFetchEndMs}`,
        run.domNodes,
        `${run.keystrokeMedianMs} / ${run.keystrokeMaxMs}`,
        run.keystrokes,
        run.longestKeyEventMs,
      ]),
    ),
    ...againstAlerts(staff),
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
