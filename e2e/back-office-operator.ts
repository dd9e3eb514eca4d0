// The demo operator's back-office calls for journeys that need an operator's step without its
// screens (a resale request's proposed price): a request context of its own, so the operator's
// sign-in leaves the customers' sessions alone.
import { expect, request as playwrightRequest } from '@playwright/test';

export const OPERATOR = { email: 'operator@example.com', password: 'operator2026' };

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
