// Where an exhibition leads: a solo show to its artist-centred page, a fair booth to the fair,
// everything else to the exhibition overview.
import { siteLinks } from '@/components/layout/site-links';

export const soloExhibitionHref = (handle: string) =>
  `/solo-exhibition/${encodeURIComponent(handle)}`;

export function exhibitionHref(
  exhibition: { handle: string; type: string },
  fairToken?: string,
): string {
  if (exhibition.type === 'fair' && fairToken) return siteLinks.fair(fairToken);
  return siteLinks.exhibition(exhibition.handle);
}
