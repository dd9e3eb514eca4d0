// @vitest-environment node
// On the server the heart is drawn empty, without queries or a mutation: pages are rendered for
// everyone, and the browser hydrates the same markup with the live heart.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/components/testing/render-with-app';
import { WishButtonLive } from './wish-button-live';
import { I18nextProvider } from 'react-i18next';

describe('the wish heart on the server', () => {
  it('renders an empty heart with its label, outside any query client', () => {
    const html = renderToString(
      <I18nextProvider i18n={createTestI18n('en')}>
        <WishButtonLive kind="artwork" id="art_1" name="Blue Field" />
      </I18nextProvider>,
    );
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Add Blue Field to your wishlist"');
    expect(html).not.toContain('aria-busy');
  });
});
