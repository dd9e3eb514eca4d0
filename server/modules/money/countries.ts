// Countries the store initialises for (GET store/app/initialize/{country}); ISO 3166 alpha-3.
import type { CountryDto, Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';

interface Country {
  iso2: string;
  nameEn: string;
  nameKo: string;
  currency: CurrencyCode;
}

const countries: Record<string, Country> = {
  KOR: { iso2: 'KR', nameEn: 'South Korea', nameKo: '대한민국', currency: 'krw' },
  USA: { iso2: 'US', nameEn: 'United States', nameKo: '미국', currency: 'usd' },
  THA: { iso2: 'TH', nameEn: 'Thailand', nameKo: '태국', currency: 'thb' },
  FRA: { iso2: 'FR', nameEn: 'France', nameKo: '프랑스', currency: 'eur' },
  DEU: { iso2: 'DE', nameEn: 'Germany', nameKo: '독일', currency: 'eur' },
  GBR: { iso2: 'GB', nameEn: 'United Kingdom', nameKo: '영국', currency: 'usd' },
  JPN: { iso2: 'JP', nameEn: 'Japan', nameKo: '일본', currency: 'usd' },
};

export function findCountry(code: string, language: Language): CountryDto | null {
  const upper = code.toUpperCase();
  const country = countries[upper];
  if (!country) return null;
  return {
    code: upper,
    iso2: country.iso2,
    name: language === 'ko' ? country.nameKo : country.nameEn,
    default_currency: country.currency,
  };
}
