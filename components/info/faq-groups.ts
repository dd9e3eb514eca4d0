// The FAQ page's one rule: questions grouped by category, categories in the API's order (else
// the known ones first), any category the order does not know after them.

export interface FaqEntry {
  id: string;
  category: string;
  question: string;
  answer: string;
}

export const FAQ_CATEGORY_ORDER = ['purchase', 'payment', 'shipping', 'resale', 'account'];

export interface FaqGroup {
  category: string;
  faqs: FaqEntry[];
}

export function faqGroups(
  faqs: readonly FaqEntry[],
  order: readonly string[] = FAQ_CATEGORY_ORDER,
): FaqGroup[] {
  const byCategory = new Map<string, FaqEntry[]>();
  for (const faq of faqs) {
    const list = byCategory.get(faq.category) ?? [];
    list.push(faq);
    byCategory.set(faq.category, list);
  }
  const rank = (category: string) => {
    const index = order.indexOf(category);
    return index === -1 ? order.length : index;
  };
  return [...byCategory.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([category, list]) => ({ category, faqs: list }));
}

/** The groups shown for a chosen tab; an unknown tab shows everything. */
export function visibleFaqGroups(groups: readonly FaqGroup[], category: string): FaqGroup[] {
  const match = groups.filter((group) => group.category === category);
  return match.length > 0 ? match : [...groups];
}
