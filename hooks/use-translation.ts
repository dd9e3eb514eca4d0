// The components' way to translate (ADR 0011): `const { t, i18n } = useTranslation('works')`,
// as with react-i18next, on our own translator.
import { DEFAULT_NAMESPACE, type TFunction, type Translator } from '@/store/translator';
import { useTranslator } from '@/store/translator-context';

export function useTranslation(ns: string = DEFAULT_NAMESPACE): { t: TFunction; i18n: Translator } {
  const i18n = useTranslator();
  return { t: i18n.getFixedT(ns), i18n };
}
