import type { AlertRunBench } from './alerts-run'

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)

/** The alert run's section of bench/RESULTS.md: one daily alert run. */
export function alertsSection(alerts: AlertRunBench | undefined): string[] {
  if (!alerts) return ['## Alert run', '', 'Not measured (see the errors above).']
  return [
    '## Alert run',
    '',
    `One daily alert run (tools/bench/alerts-run.ts): ${alerts.subscribers.toLocaleString('en-US')} ` +
      `subscribers with active alerts, ${alerts.units.toLocaleString('en-US')} units; ` +
      `${alerts.mailed.toLocaleString('en-US')} e-mailed (${alerts.received} received by the local SMTP ` +
      `sink, ${alerts.failed} failed) in ${(alerts.runMs / 1000).toFixed(1)} s. The ` +
      `\`npm run alerts:send\` process peaks at ${mb(alerts.peakRssBytes)} MB, Payload's start-up ` +
      `under tsx included.`,
  ]
}
