// The edition's name on a screen (rules/edition-label.ts): "Unique work" or "Edition 3 of 10".
import { useTranslation } from 'next-i18next/pages';
import { editionLabel, type EditionFacts } from '@/rules/edition-label';

export function useEditionLabel(): (edition: EditionFacts) => string {
  const { t } = useTranslation('common');
  return (edition) => editionLabel(edition, (key, values) => t(key, values));
}
