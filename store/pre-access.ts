// The pre-access e-mail the visitor entered at the staging gate (rules §4), kept in this browser.
const KEY = 'pre_access_email';

export function readPreAccessEmail(storage: Storage): string | null {
  try {
    return storage.getItem(KEY);
  } catch {
    return null; // storage refused (private mode, blocked cookies)
  }
}

export function storePreAccessEmail(storage: Storage, email: string): void {
  try {
    storage.setItem(KEY, email);
  } catch {
    // Not kept: the visitor is asked again next time.
  }
}
