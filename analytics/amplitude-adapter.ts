// The Amplitude browser SDK (the maintained successor of amplitude-js), loaded only by
// start-monitoring.ts when a key is configured. rules §9: flush every 10 s, sessions of 30 minutes.
import * as amplitude from '@amplitude/analytics-browser';
import type { MonitoringConfigDto } from '@/schemas/dto';
import { setAnalyticsSink, type AnalyticsUser } from './analytics';

export const AMPLITUDE_SETTINGS = {
  flushIntervalMillis: 10_000,
  sessionTimeout: 30 * 60 * 1000,
} as const;

export async function startAmplitude(
  config: NonNullable<MonitoringConfigDto['amplitude']>,
): Promise<void> {
  // The sink is set once the SDK is ready: from then on it keeps unsent events in its own
  // storage, and before that they wait in our queue, which survives leaving the page.
  await amplitude.init(config.api_key, {
    ...AMPLITUDE_SETTINGS,
    ...(config.server_url ? { serverUrl: config.server_url } : {}),
    // Page views and commerce events are ours (analytics.ts); nothing is captured behind them,
    // and no remote configuration is fetched from Amplitude's servers.
    autocapture: false,
    remoteConfig: { fetchRemoteConfig: false },
  }).promise;
  // Leaving the page sends what is unsent with a beacon, which outlives the page (Amplitude's
  // advice); what a beacon cannot carry stays in the SDK's storage for the next page.
  window.addEventListener('pagehide', () => {
    amplitude.setTransport('beacon');
    amplitude.flush();
  });
  let userId: string | null = null;
  setAnalyticsSink({
    track: (event, properties) => void amplitude.track(event, properties),
    identify(user: AnalyticsUser) {
      if (user.user_id !== userId) {
        userId = user.user_id;
        amplitude.setUserId(user.user_id ?? undefined);
      }
      const identity = new amplitude.Identify()
        .set('user_id', user.user_id ?? '')
        .set('user_sign_in', user.user_sign_in)
        .set('user_pink_rock', user.user_pink_rock);
      amplitude.identify(identity);
    },
  });
}
