// The consign form's photos: each picked file goes to the upload call as multipart form data
// and comes back as a thumbnail; a refused file says why and keeps the others; more than ten
// are not sent; a thumbnail can be taken out again.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/api/query-client';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import enResale from '@/locales/en/resale.json';
import koResale from '@/locales/ko/resale.json';
import { imageUploadMessages, type UploadedImageDto } from '@/rules/image';
import { activateStore, createAppStore } from '@/store/app-store';
import { AppStoreProvider } from '@/store/app-store-context';
import { MAX_CONSIGN_PHOTOS, PhotoPicker } from './photo-picker';
import { createTestI18n } from '@/i18n/test-i18n';
import { I18nextProvider } from 'react-i18next';

let sent: FakeRequest[] = [];
let uploaded = 0;

beforeEach(() => {
  sent = [];
  uploaded = 0;
  fakeTransport.adapter = async (request) => {
    sent.push(request);
    const file = (request.data as FormData).get('file') as File;
    if (file.name.endsWith('.txt')) {
      return { status: 400, data: { message: 'The file is not a picture.' } };
    }
    if (file.name.startsWith('bomb')) {
      return {
        status: 413,
        data: { message: imageUploadMessages.outOfProportion, code: 'PAYLOAD_TOO_LARGE' },
      };
    }
    uploaded += 1;
    const image: UploadedImageDto = {
      id: `img_${uploaded}`,
      url: `/media/uploads/u${uploaded}.png`,
      width: 800,
      height: 600,
      color: '#cccccc',
      variants: {
        '200px': `/media/uploads/u${uploaded}_200px.webp`,
        '400px': `/media/uploads/u${uploaded}_400px.webp`,
        '750px': `/media/uploads/u${uploaded}_750px.webp`,
        opt: `/media/uploads/u${uploaded}_opt.webp`,
      },
    };
    return { status: 200, data: { image } };
  };
});

function Harness({ onPhotos }: { onPhotos: (urls: string[]) => void }) {
  const [photos, setPhotos] = useState<UploadedImageDto[]>([]);
  return (
    <PhotoPicker
      photos={photos}
      onChange={(next) => {
        setPhotos(next);
        onPhotos(next.map((p) => p.url));
      }}
    />
  );
}

function renderPicker(language: 'en' | 'ko' = 'en') {
  const store = createAppStore({ language });
  activateStore(store);
  const i18n = createTestI18n(language);
  let latest: string[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <AppStoreProvider store={store}>
        <QueryClientProvider client={createQueryClient()}>
          <Harness onPhotos={(urls) => (latest = urls)} />
        </QueryClientProvider>
      </AppStoreProvider>
    </I18nextProvider>,
  );
  return { photos: () => latest };
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('the consign form photo picker', () => {
  it('uploads each picked picture as form data and shows it, and takes one out again', async () => {
    const user = userEvent.setup();
    const { photos } = renderPicker();
    await user.upload(screen.getByLabelText(enResale.consign.photosLabel), [
      png('front.png'),
      png('back.png'),
    ]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(sent.map((r) => `${r.baseURL}${r.url}`)).toEqual([
      expect.stringMatching(/\/v3\/store\/upload\/artwork\/image$/),
      expect.stringMatching(/\/v3\/store\/upload\/artwork\/image$/),
    ]);
    expect(sent.every((r) => r.method.toUpperCase() === 'POST' && r.data instanceof FormData)).toBe(
      true,
    );
    expect(photos()).toEqual(['/media/uploads/u1.png', '/media/uploads/u2.png']);
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      '/media/uploads/u1_200px.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(photos()).toEqual(['/media/uploads/u2.png']);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('says why a file was refused and keeps the pictures that were accepted', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { photos } = renderPicker();
    await user.upload(screen.getByLabelText(enResale.consign.photosLabel), [
      png('front.png'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.txt: The file is not a picture.',
    );
    expect(photos()).toEqual(['/media/uploads/u1.png']);
  });

  it(`sends at most ${MAX_CONSIGN_PHOTOS} photos and says so, in Korean too`, async () => {
    const user = userEvent.setup();
    const { photos } = renderPicker('ko');
    const files = Array.from({ length: MAX_CONSIGN_PHOTOS + 2 }, (_, i) => png(`p${i}.png`));
    await user.upload(screen.getByLabelText(koResale.consign.photosLabel), files);
    await waitFor(() => expect(photos()).toHaveLength(MAX_CONSIGN_PHOTOS));
    expect(sent).toHaveLength(MAX_CONSIGN_PHOTOS);
    expect(screen.getByRole('alert')).toHaveTextContent('사진은 최대 10장입니다');
    // Full: no more can be picked.
    expect(screen.queryByLabelText(koResale.consign.photosLabel)).toBeNull();
  });

  it('says in Korean why a picture with far more pixels than bytes was refused', async () => {
    const user = userEvent.setup();
    renderPicker('ko');
    await user.upload(screen.getByLabelText(koResale.consign.photosLabel), [png('bomb.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `bomb.png: ${koResale.messages.upload.outOfProportion}`,
    );
  });

  it.each(Object.keys(imageUploadMessages))(
    'has the upload refusal %s in English and Korean',
    (key) => {
      const en = enResale.messages.upload as Record<string, string>;
      const ko = koResale.messages.upload as Record<string, string>;
      expect(en[key]).toMatch(/\w/);
      expect(ko[key]).toMatch(/[가-힣]/);
    },
  );
});
