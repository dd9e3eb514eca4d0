// rules §9: the Open Graph description is cut at 80 characters with an ellipsis. A module of its
// own, so the artwork page's head takes the rule without the PageMeta component.
export const OG_DESCRIPTION_MAX = 80;

export function truncateDescription(text: string, max = OG_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : flat;
}
