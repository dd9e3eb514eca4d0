// Toasts (SPEC §9: top right, closing by themselves after 5 seconds): a small queue any module
// can push to — the HTTP client, mutations, buttons — and that <Toaster /> shows. Our own,
// rather than react-toastify, to keep it out of every page's first load.

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

/** SPEC §9: a toast closes by itself after 5000 ms. */
export const TOAST_AUTO_CLOSE_MS = 5000;

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function push(kind: ToastKind, message: string): number {
  const id = nextId++;
  items = [{ id, kind, message }, ...items]; // newest on top
  emit();
  return id;
}

export function dismissToast(id: number): void {
  if (!items.some((item) => item.id === id)) return;
  items = items.filter((item) => item.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts showing now, newest first (a stable array between changes). */
export function getToasts(): readonly ToastItem[] {
  return items;
}

const none: readonly ToastItem[] = [];
/** The server renders no toasts. */
export function getServerToasts(): readonly ToastItem[] {
  return none;
}

export const toast = {
  success: (message: string) => push('success', message),
  error: (message: string) => push('error', message),
  info: (message: string) => push('info', message),
};
