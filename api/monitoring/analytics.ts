// The analytics queue (ADR 0028), loaded on the first event (monitor.ts): events wait here until
// the Amplitude adapter, loaded only when a key is configured, registers itself; without a key
// nothing is kept.

export type AnalyticsEvent =
  'page_view' | 'view_artwork' | 'wish' | 'add_to_cart' | 'begin_checkout' | 'purchase' | 'bid';

export type EventProperties = Record<string, string | number | boolean | null>;

/** SPEC §3 "Analytics user properties". */
export interface AnalyticsUser {
  user_id: string | null;
  user_sign_in: boolean;
  user_pink_rock: boolean;
}

export interface AnalyticsSink {
  track(event: AnalyticsEvent, properties: EventProperties): void;
  identify(user: AnalyticsUser): void;
}

type Queued =
  | { kind: 'track'; event: AnalyticsEvent; properties: EventProperties }
  | { kind: 'identify'; user: AnalyticsUser };

const QUEUE_MAX = 50;
let sink: AnalyticsSink | null = null;
/** Null once it is known that no SDK will load: nothing is kept then. */
let queue: Queued[] | null = [];

function deliver(item: Queued, to: AnalyticsSink): void {
  if (item.kind === 'track') to.track(item.event, item.properties);
  else to.identify(item.user);
}

function push(item: Queued): void {
  if (sink) deliver(item, sink);
  else if (queue && queue.length < QUEUE_MAX) queue.push(item);
}

export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
  for (const item of queue ?? []) deliver(item, next);
  queue = [];
}

/** No key configured: stop keeping events for an SDK that will never come. */
export function disableAnalytics(): void {
  if (!sink) queue = null;
}

export function track(event: AnalyticsEvent, properties: EventProperties = {}): void {
  push({ kind: 'track', event, properties });
}

export function identify(user: AnalyticsUser): void {
  push({ kind: 'identify', user });
}
