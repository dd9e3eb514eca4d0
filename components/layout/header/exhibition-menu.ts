// rules §2/§9 "Exhibitions" menu: highlights plus up to 5 exhibitions when there are highlights,
// otherwise up to 8; the highlight column is padded to 3 cells (empty ones keep the grid).
import type { AppShellDto } from '@/schemas/dto';

type HeaderExhibitions = AppShellDto['headers_exhibitions'];
export type MenuExhibition = HeaderExhibitions['exhibitions'][number];
export type MenuHighlight = HeaderExhibitions['exhibition_highlights'][number];

export const EXHIBITIONS_WITH_HIGHLIGHTS = 5;
export const EXHIBITIONS_WITHOUT_HIGHLIGHTS = 8;
export const HIGHLIGHT_COLUMN_SIZE = 3;

export interface ExhibitionMenu {
  exhibitions: MenuExhibition[];
  /** At least HIGHLIGHT_COLUMN_SIZE cells when there are highlights (null = empty), else []. */
  highlights: (MenuHighlight | null)[];
}

export function exhibitionMenu(data: HeaderExhibitions | undefined): ExhibitionMenu {
  const highlights = data?.exhibition_highlights ?? [];
  const exhibitions = data?.exhibitions ?? [];
  if (highlights.length === 0) {
    return { exhibitions: exhibitions.slice(0, EXHIBITIONS_WITHOUT_HIGHLIGHTS), highlights: [] };
  }
  const column: (MenuHighlight | null)[] = [...highlights];
  while (column.length < HIGHLIGHT_COLUMN_SIZE) column.push(null);
  return { exhibitions: exhibitions.slice(0, EXHIBITIONS_WITH_HIGHLIGHTS), highlights: column };
}
