// The pre-access (staging) gate of rules §4, as configured by PRE_ACCESS_EMAILS: a list of
// addresses and `@domain`s, comma separated. Empty means the site is open to everyone.

function entries(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether this deployment admits only listed addresses (app initialisation tells the client). */
export function preAccessRequired(list: string): boolean {
  return entries(list).length > 0;
}

/** Whether `email` may enter: listed itself or by its domain; everyone when the list is empty. */
export function preAccessAllows(list: string, email: string): boolean {
  const allowed = entries(list);
  if (!allowed.length) return true;
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@'));
  return allowed.some((entry) => entry === address || (entry.startsWith('@') && entry === domain));
}
