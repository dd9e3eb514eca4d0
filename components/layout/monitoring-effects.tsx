// Monitoring's effects (hooks/use-monitoring.ts) as a component of its own, loaded after the page
// by AppEffects, so no page's first load carries them (ADR 0028).
import { useMonitoring } from '@/hooks/use-monitoring';

export default function MonitoringEffects() {
  useMonitoring();
  return null;
}
