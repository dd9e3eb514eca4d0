import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const faqs = [
  { id: '1', category: 'purchase', question: 'How do I buy?', answer: 'Press Buy Now.' },
  { id: '2', category: 'shipping', question: 'When will it arrive?', answer: 'Within 14 days.' },
];

describe('FAQ accordion', () => {
  it('keeps answers closed until their question is pressed, and closes them again', () => {
    render(<FaqAccordion faqs={faqs} />);
    const question = screen.getByRole('button', { name: 'How do I buy?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();

    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do I buy?' })).toHaveTextContent(
      'Press Buy Now.',
    );
    // Opening one answer leaves the others as they were.
    expect(screen.getByRole('button', { name: 'When will it arrive?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });
});
