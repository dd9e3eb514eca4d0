import { describe, expect, it } from 'vitest';
import { canMoveContact, contactStatuses, type ContactStatus } from './back-office-contacts';

describe('canMoveContact', () => {
  const allowed: [ContactStatus, ContactStatus][] = [
    ['new', 'new'],
    ['new', 'in_progress'],
    ['new', 'closed'],
    ['in_progress', 'in_progress'],
    ['in_progress', 'closed'],
    ['closed', 'in_progress'],
    ['closed', 'closed'],
  ];
  for (const from of contactStatuses) {
    for (const to of contactStatuses) {
      const expected = allowed.some(([a, b]) => a === from && b === to);
      it(`${expected ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canMoveContact(from, to)).toBe(expected);
      });
    }
  }
});
