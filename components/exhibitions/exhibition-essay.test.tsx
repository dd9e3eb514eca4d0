import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExhibitionEssay } from './exhibition-essay';
import styles from './exhibition-pages.module.scss';

describe('ExhibitionEssay', () => {
  it('sets every paragraph in order, the first one as the lead', () => {
    render(<ExhibitionEssay paragraphs={['Quiet works.', 'Made in Seoul.', 'On view now.']} />);
    const paragraphs = screen.getAllByText(/\./);
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'Quiet works.',
      'Made in Seoul.',
      'On view now.',
    ]);
    expect(paragraphs[0]!.className).toBe(styles.lead);
    expect(paragraphs[1]!.className).toBe('');
  });
});
