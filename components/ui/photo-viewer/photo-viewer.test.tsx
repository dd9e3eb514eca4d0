// The photo viewer: a thumbnail opens its photo large, Next and Previous step through the others
// and wrap round, one photo has no stepping, closing leaves nothing open.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/i18n/test-i18n';
import { PhotoViewer, usePhotoViewer } from './photo-viewer';

function Photos({ names }: { names: string[] }): ReactElement {
  const viewer = usePhotoViewer(names.length);
  return (
    <>
      {names.map((name, index) => (
        <button key={name} type="button" onClick={() => viewer.show(index)}>
          open {name}
        </button>
      ))}
      <PhotoViewer
        viewer={viewer}
        count={names.length}
        title={(index) => names[index]!}
        previous="Previous"
        next="Next"
      >
        {(index) => <p data-testid="large">{names[index]}</p>}
      </PhotoViewer>
    </>
  );
}

const renderPhotos = (names: string[]) =>
  render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <Photos names={names} />
    </I18nextProvider>,
  );

describe('PhotoViewer', () => {
  it('opens a photo large and steps through the others, wrapping round', async () => {
    const user = userEvent.setup();
    renderPhotos(['front', 'back', 'signature']);
    await user.click(screen.getByRole('button', { name: 'open back' }));
    expect(screen.getByRole('dialog', { name: 'back' })).toBeInTheDocument();
    expect(screen.getByTestId('large')).toHaveTextContent('back');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('large')).toHaveTextContent('signature');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('large')).toHaveTextContent('front');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('large')).toHaveTextContent('signature');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('large')).toBeNull();
  });

  it('has no stepping for a single photo', async () => {
    const user = userEvent.setup();
    renderPhotos(['front']);
    await user.click(screen.getByRole('button', { name: 'open front' }));
    expect(screen.getByTestId('large')).toHaveTextContent('front');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
