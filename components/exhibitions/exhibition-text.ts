// Exhibition texts arrive as plain text with blank lines between paragraphs.
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The overview shows the opening of the text; the detail page shows all of it. */
export const OVERVIEW_WORKS = 8;
