// The AI search's extras (rules §4.55, issue 32): the preferences a room implies (a bedroom
// favours calm, pastel and warm works) are added to a query only where they agree with what the
// visitor said. One table of conflicts, read both ways: a preference the query states keeps out
// every extra it conflicts with, and an extra kept out by an earlier extra is not added either.
// Preferences are written as the search's tags, `slot:value` ('mood:calm', 'colour:blue').

/** Colours read as cool and as warm (a blue picture is no warm one). */
export const COOL_COLOURS = ['colour:blue', 'colour:green', 'colour:purple', 'colour:grey'];
export const WARM_COLOURS = [
  'colour:red',
  'colour:orange',
  'colour:yellow',
  'colour:pink',
  'colour:brown',
];

export interface PreferenceConflict {
  /** Either side stated keeps every preference of the other side out of the extras. */
  between: [readonly string[], readonly string[]];
  why: string;
}

/**
 * The conflicts. `colour:*` stands for any colour: a colour the visitor named is the palette, so
 * a room adds no other colour ('calm blue painting for my bedroom' is not also pastel).
 */
export const PREFERENCE_CONFLICTS: readonly PreferenceConflict[] = [
  { between: [['mood:calm'], ['mood:dramatic']], why: 'calm is not energetic or dramatic' },
  {
    between: [['mood:bright'], ['mood:dark', 'mood:melancholic']],
    why: 'bright is not dark or melancholic',
  },
  { between: [['mood:warm'], ['mood:cool']], why: 'warm is not cool' },
  { between: [['mood:warm'], COOL_COLOURS], why: 'a blue, green, purple or grey work is cool' },
  {
    between: [['mood:cool'], WARM_COLOURS],
    why: 'a red, orange, yellow, pink or brown work is warm',
  },
  { between: [['colour:*'], ['colour:*']], why: 'a colour named is the palette' },
  {
    between: [['colour:pastel'], ['mood:dark', 'mood:dramatic']],
    why: 'pastel is soft and light',
  },
  {
    between: [['colour:colourful'], ['mood:calm', 'mood:dark', 'mood:melancholic']],
    why: 'vivid colours are not calm, dark or melancholic',
  },
  {
    between: [['style:abstract'], ['style:figurative', 'style:realist']],
    why: 'an abstract work is not figurative',
  },
];

function inGroup(group: readonly string[], preference: string): boolean {
  return group.some((member) =>
    member.endsWith(':*') ? preference.startsWith(member.slice(0, -1)) : member === preference,
  );
}

/** Whether two different preferences contradict each other (the table, read both ways). */
export function preferencesConflict(a: string, b: string): boolean {
  if (a === b) return false;
  return PREFERENCE_CONFLICTS.some(
    ({ between: [left, right] }) =>
      (inGroup(left, a) && inGroup(right, b)) || (inGroup(left, b) && inGroup(right, a)),
  );
}

/**
 * The extras a query is given: `implied` (in the order its rooms imply them) without those the
 * query states already, those contradicting a stated preference, and those contradicting an
 * extra kept before them.
 */
export function agreeingExtras(stated: readonly string[], implied: readonly string[]): string[] {
  const kept: string[] = [];
  for (const extra of implied) {
    if (stated.includes(extra) || kept.includes(extra)) continue;
    if ([...stated, ...kept].some((other) => preferencesConflict(other, extra))) continue;
    kept.push(extra);
  }
  return kept;
}
