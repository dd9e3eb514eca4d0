// A message from the server (rules §5, §8: in the spec's exact English) as a toast shows it: in the
// visitor's language when it is a known one, as it came otherwise. It translates while rendering,
// so a toast follows a language switch.
import { useTranslation } from 'next-i18next/pages';
import { apiMessageKey } from './messages';

export function ApiMessage({ message }: { message: string }) {
  const { t, i18n } = useTranslation('common');
  const key = apiMessageKey(message);
  return <>{key && i18n.exists(key, { ns: 'common' }) ? t(key) : message}</>;
}
