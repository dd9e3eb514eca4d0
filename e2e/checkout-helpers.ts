// Steps several journeys take on the checkout page, in the page's language.
import { expect, type Page } from '@playwright/test';
import type enAccount from '../locales/en/account.json';
import type enCheckout from '../locales/en/checkout.json';

/** Adds a Seoul address on the checkout, sees it chosen, and picks normal delivery. */
export async function addSeoulAddressForDelivery(
  page: Page,
  a: typeof enAccount,
  k: typeof enCheckout,
): Promise<void> {
  await page.getByRole('button', { name: k.address.add }).click();
  const form = page.getByRole('form', { name: k.address.add });
  await form.getByLabel(a.address.nickname).fill('Home');
  await form.getByLabel(a.address.postalCode).fill('06236');
  await form.getByLabel(a.address.street).fill('152 Teheran-ro, Gangnam-gu, Seoul');
  await form.getByLabel(a.address.detail).fill('3F');
  await form.getByLabel(a.address.phone).fill('01012345678');
  await form.getByRole('button', { name: a.address.save }).click();
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
  const delivery = page.getByRole('radio', { name: new RegExp(k.shipping.delivery) });
  await delivery.click();
  await expect(delivery).toBeChecked();
}
