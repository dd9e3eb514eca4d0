// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadTranslations, pickSections } from './translations';

describe('a page’s translations', () => {
  it('sends a namespace whole, or only the sections the page asks for', async () => {
    const whole = await loadTranslations('ko', ['works']);
    const part = await loadTranslations('ko', [{ ns: 'works', sections: ['card', 'status'] }]);
    const works = whole._nextI18Next.initialI18nStore.ko!.works!;
    expect(part._nextI18Next.ns).toEqual(['common', 'works']);
    expect(part._nextI18Next.initialI18nStore.ko!.works).toEqual({
      card: works.card,
      status: works.status,
    });
    expect(part._nextI18Next.initialI18nStore.ko!.common).toBeDefined();
  });

  it('refuses a section the namespace does not have', () => {
    expect(() => pickSections({ card: {} }, ['card', 'nope'], 'works')).toThrow(
      "No section 'nope' in namespace 'works'",
    );
  });
});
