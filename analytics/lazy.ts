// What every page imports to monitor (ADR 0028): one function that loads monitor.ts on first use
// and hands it to `use`, so no page's first load carries monitoring, and nothing of the SDKs
// unless their key or DSN is configured.
import type * as MonitorModule from './monitor';

type Monitor = typeof MonitorModule;

export function withMonitor(use: (monitor: Monitor) => void): void {
  void import('./monitor').then(use);
}
