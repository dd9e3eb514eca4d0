// Bilingual columns come in pairs (`titleEn`, `titleKo`); the wire carries the visitor's one.
import type { Language } from '@/schemas/dto';

/** Korean text, or the English when the Korean is empty (and the other way round). */
export function localize(language: Language, en: string, ko: string): string;
export function localize(language: Language, en: string | null, ko: string | null): string | null;
export function localize(language: Language, en: string | null, ko: string | null): string | null {
  return language === 'ko' ? ko || en : en || ko;
}
