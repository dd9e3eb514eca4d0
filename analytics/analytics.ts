// The analytics queue (ADR 0028), loaded on the first event (monitor.ts): events wait here until
// the Amplitude adapter, loaded only when a key is configured, registers itself; without a key
// nothing is kept. A visitor who leaves before the SDK is ready does not lose the page's events:
// the queue is put in session storage as the page goes away and taken back by the next page.

export type AnalyticsEvent =
  'page_view' | 'view_artwork' | 'wish' | 'add_to_cart' | 'begin_checkout' | 'purchase' | 'bid';

export type EventProperties = Record<string, string | number | boolean | null>;

/** rules §3 "Analytics user properties". */
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
/** Session storage key of the events a page left unsent. */
export const PENDING_KEY = 'analytics.pending';
let sink: AnalyticsSink | null = null;
/** Null once it is known that no SDK will load: nothing is kept then. */
let queue: Queued[] | null = takePending();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

/** What the previous page of this tab left unsent (read once, then removed). */
function takePending(): Queued[] {
  const store = storage();
  const text = store?.getItem(PENDING_KEY);
  if (!text) return [];
  store!.removeItem(PENDING_KEY);
  try {
    const items = JSON.parse(text) as unknown;
    return Array.isArray(items) ? (items as Queued[]).slice(0, QUEUE_MAX) : [];
  } catch {
    return [];
  }
}

function keepPending(): void {
  if (sink || !queue?.length) return;
  try {
    storage()?.setItem(PENDING_KEY, JSON.stringify(queue));
  } catch {
    // full or blocked: the events are lost, as they would have been anyway
  }
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', keepPending);

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
