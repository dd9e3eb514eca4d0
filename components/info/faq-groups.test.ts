import { describe, expect, it } from 'vitest';
import { faqGroups, visibleFaqGroups, type FaqEntry } from './faq-groups';

const faq = (id: string, category: string): FaqEntry => ({
  id,
  category,
  question: `Q${id}`,
  answer: `A${id}`,
});

describe('FAQ groups', () => {
  const faqs = [
    faq('1', 'shipping'),
    faq('2', 'purchase'),
    faq('3', 'gifts'),
    faq('4', 'purchase'),
  ];

  it('groups questions by category, known categories in order, new ones last, ranks kept', () => {
    const groups = faqGroups(faqs);
    expect(groups.map((g) => g.category)).toEqual(['purchase', 'shipping', 'gifts']);
    expect(groups[0]?.faqs.map((f) => f.id)).toEqual(['2', '4']);
  });

  it("follows the API's category order when it gives one", () => {
    const groups = faqGroups(faqs, ['shipping', 'gifts', 'purchase']);
    expect(groups.map((g) => g.category)).toEqual(['shipping', 'gifts', 'purchase']);
  });

  it('shows one category for its tab and everything for All or an unknown tab', () => {
    const groups = faqGroups(faqs);
    expect(visibleFaqGroups(groups, 'shipping').map((g) => g.category)).toEqual(['shipping']);
    expect(visibleFaqGroups(groups, 'all')).toHaveLength(3);
    expect(visibleFaqGroups(groups, 'nope')).toHaveLength(3);
  });
});
