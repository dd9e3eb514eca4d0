// rules §2, §6: the wish heart. Filled for what the signed-in customer wished, changed at once on a
// click (optimistic) and put back when the call fails; signed-out visitors go to sign in and back.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport, type FakeRequest, type FakeResponse } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import { WishButton } from './wish-button';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/works',
  asPath: '/works?group_handle=painting',
  query: {} as Record<string, string>,
  push: vi.fn(() => Promise.resolve(true)),
  replace: vi.fn(() => Promise.resolve(true)),
  events: { on: vi.fn(), off: vi.fn() },
}));

// The page's router, through Next's public module (no import of Next's internals).
vi.mock('next/router', () => ({ useRouter: () => router, default: router }));

let sent: FakeRequest[] = [];
let wished = { artwork_ids: ['aw_2'], artist_ids: [] as string[], institution_ids: [] as string[] };
/** The answer to the next wish call; a test may hold it to look at the screen in between. */
let wishAnswer: () => Promise<FakeResponse> = async () => ({ status: 200, data: {} });

beforeEach(() => {
  sent = [];
  router.push.mockClear();
  wished = { artwork_ids: ['aw_2'], artist_ids: [], institution_ids: [] };
  fakeTransport.adapter = async (request) => {
    sent.push(request);
    if (request.url === '/store/customer/wishlist/ids') return { status: 200, data: wished };
    return wishAnswer();
  };
});

const signedIn = { state: { accessToken: 'token', loginCheckEnded: true } };
const signedOut = { state: { accessToken: null, loginCheckEnded: true } };
const heart = (name: RegExp) => screen.findByRole('button', { name });
const wishCalls = () => sent.filter((r) => r.method === 'POST');

function deferred() {
  let resolve!: (response: FakeResponse) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<FakeResponse>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the wish heart', () => {
  it('is filled for what the signed-in customer wished', async () => {
    renderWithApp(
      <>
        <WishButton kind="artwork" id="aw_1" name="Morning Tide" />
        <WishButton kind="artwork" id="aw_2" name="Evening Tide" />
      </>,
      signedIn,
    );
    expect(await heart(/Remove Evening Tide from your wishlist/)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await heart(/Add Morning Tide to your wishlist/)).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // One call serves every heart on the screen.
    expect(sent.filter((r) => r.url === '/store/customer/wishlist/ids')).toHaveLength(1);
  });

  it('fills at once on a click, before the server answers, and sends the flag', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    wishAnswer = () => pending.promise;
    renderWithApp(<WishButton kind="artwork" id="aw_1" name="Morning Tide" />, signedIn);
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.click(await heart(/Add Morning Tide/));
    expect(await heart(/Remove Morning Tide/)).toHaveAttribute('aria-pressed', 'true');
    expect(wishCalls()).toHaveLength(1);
    expect(wishCalls()[0]).toMatchObject({ url: '/store/artwork/wish/aw_1/flag' });
    expect(JSON.parse(String(wishCalls()[0]!.data))).toEqual({ flag: true });
    wished = { ...wished, artwork_ids: ['aw_1', 'aw_2'] };
    await act(async () => {
      pending.resolve({
        status: 200,
        data: { id: 'aw_1', kind: 'artwork', is_wished: true, wishes_count: 6 },
      });
    });
    expect(await heart(/Remove Morning Tide/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back to how it was when the call fails', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    wishAnswer = () => pending.promise;
    renderWithApp(<WishButton kind="artwork" id="aw_2" name="Evening Tide" />, signedIn);
    await user.click(await heart(/Remove Evening Tide/));
    expect(await heart(/Add Evening Tide/)).toHaveAttribute('aria-pressed', 'false');
    await act(async () => {
      pending.resolve({ status: 500, data: { message: 'Internal server error' } });
    });
    expect(await heart(/Remove Evening Tide/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows an artist with the toggle call', async () => {
    const user = userEvent.setup();
    wishAnswer = async () => {
      wished = { ...wished, artist_ids: ['ar_1'] };
      return {
        status: 200,
        data: { id: 'ar_1', kind: 'artist', is_wished: true, wishes_count: 11 },
      };
    };
    renderWithApp(
      <WishButton kind="artist" id="ar_1" name="Kim Seoyeon" variant="follow" />,
      signedIn,
    );
    const button = await heart(/Follow Kim Seoyeon/);
    expect(button).toHaveTextContent('Follow');
    await user.click(button);
    expect(await heart(/Unfollow Kim Seoyeon/)).toHaveTextContent('Following');
    expect(wishCalls().map((r) => r.url)).toEqual(['/store/artists/wish/ar_1']);
  });

  it('sends a signed-out visitor to /sign-in?before={current path} and calls nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<WishButton kind="institution" id="in_1" name="Gallery Hyun" />, signedOut);
    await user.click(await heart(/Add Gallery Hyun/));
    expect(router.push).toHaveBeenCalledWith('/sign-in?before=%2Fworks%3Fgroup_handle%3Dpainting');
    expect(sent).toHaveLength(0);
  });

  it('keeps a click made before the sign-in check ends and carries it out after', async () => {
    const user = userEvent.setup();
    wishAnswer = async () => {
      wished = { ...wished, artwork_ids: ['aw_1', 'aw_2'] };
      return { status: 200, data: { id: 'aw_1', kind: 'artwork', is_wished: true } };
    };
    const { store } = renderWithApp(<WishButton kind="artwork" id="aw_1" name="Morning Tide" />, {
      state: { accessToken: null, loginCheckEnded: false },
    });
    await user.click(await heart(/Add Morning Tide/));
    expect(await heart(/Add Morning Tide/)).toHaveAttribute('aria-busy', 'true');
    expect(wishCalls()).toHaveLength(0);
    act(() => store.setState({ accessToken: 'token', loginCheckEnded: true }));
    await waitFor(() =>
      expect(wishCalls().map((r) => r.url)).toEqual(['/store/artwork/wish/aw_1/flag']),
    );
    expect(await heart(/Remove Morning Tide/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks Korean in Korean', async () => {
    renderWithApp(<WishButton kind="artwork" id="aw_2" name="저녁 물결" />, {
      ...signedIn,
      language: 'ko',
    });
    expect(await heart(/저녁 물결을\(를\) 위시리스트에서 빼기/)).toBeInTheDocument();
  });
});
