// The artwork page's "Delivery to" (rules §4.77): the country remembered in a cookie for a year,
// else a default from the visitor's language and currency. The server reads the same cookie, so
// the first paint already shows the remembered country and nothing moves when the page hydrates.
import Cookies from 'js-cookie';
import { useState } from 'react';
import { defaultDestination, type DestinationCode } from '@/rules/delivered-cost';
import { DELIVERY_TO_COOKIE } from '@/store/cookie-names';
import { useCurrency, useLanguage } from './use-preferences';

const cookieOptions = { path: '/', expires: 365, sameSite: 'lax' } as const;

export function useDeliveryDestination(
  remembered: DestinationCode | null,
): [DestinationCode, (destination: DestinationCode) => void] {
  const language = useLanguage();
  const currency = useCurrency();
  const [chosen, setChosen] = useState<DestinationCode | null>(remembered);
  const choose = (destination: DestinationCode) => {
    Cookies.set(DELIVERY_TO_COOKIE, destination, cookieOptions);
    setChosen(destination);
  };
  return [chosen ?? defaultDestination(language, currency), choose];
}
