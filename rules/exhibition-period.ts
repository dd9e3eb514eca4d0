// rules §2 exhibitions list: current, upcoming, past — decided by one function.
import type { ExhibitionPeriod } from '@/schemas/exhibition-dto';

export function exhibitionPeriod(startsAt: Date, endsAt: Date, now: Date): ExhibitionPeriod {
  if (now < startsAt) return 'upcoming';
  if (now > endsAt) return 'past';
  return 'current';
}
