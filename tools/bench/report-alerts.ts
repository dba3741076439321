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
      `sink, ${alerts.failed} failed) in ${(alerts.runMs / 1000).toFixed(1)} s. Memory: the run adds ` +
      `${mb(alerts.runRssBytes)} MB to its process (peak heap ${mb(alerts.peakHeapBytes)} MB); the ` +
      `process peaks at ${mb(alerts.peakRssBytes)} MB, of which ${mb(alerts.initRssBytes)} MB is ` +
      `Payload's start-up under tsx.`,
  ]
}
