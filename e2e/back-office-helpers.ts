// The back-office journeys' common steps: signing a demo account in through a browser context,
// and the demo operator's calls for journeys that need an operator's step without its screens
// (a resale request's proposed price), from a request context of its own so the operator's
// sign-in leaves the customers' sessions alone.
import { expect, request as playwrightRequest, type BrowserContext } from '@playwright/test';

export const OPERATOR = { email: 'operator@example.com', password: 'operator2026' };
export const PARTNER = { email: 'gallery@example.com', password: 'gallery2026' };
export const ADMIN = { email: 'admin@example.com', password: 'admin2026' };

/** Signs `email` in through `context` (its refresh cookie lands there): the access token. */
export async function signIn(context: BrowserContext, email: string, password: string) {
  const response = await context.request.post('/v3/store/customer/sign-in', {
    data: { email, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** POST /v3/admin/resell/{id}/propose as the demo operator (the back office's resale review). */
export async function proposeAsOperator(
  baseURL: string | undefined,
  resaleId: string,
  data: { listing_price: number; note?: string },
) {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const signIn = await context.post('/v3/store/customer/sign-in', { data: OPERATOR });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const proposed = await context.post(
      `/v3/admin/resell/${encodeURIComponent(resaleId)}/propose`,
      {
        headers: { authorization: `Bearer ${accessToken}` },
        data,
      },
    );
    expect(proposed.ok(), await proposed.text()).toBe(true);
  } finally {
    await context.dispose();
  }
}
