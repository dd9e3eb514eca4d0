// The delivery address (rules §2 checkout, §3 address): one of the customer's addresses, the
// default chosen for a cart that has none yet, or a new one added here and chosen at once.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useSetCartShippingAddressMutation } from '@/api/checkout/set-cart-shipping-address';
import { useAddShippingAddressMutation } from '@/api/shipping-addresses/add-shipping-address';
import { useShippingAddresses } from '@/api/shipping-addresses/get-shipping-addresses';
import { AddressForm, countryName } from '@/components/account/address-book';
import { Button } from '@/components/ui/button/button';
import { useLanguage } from '@/hooks/use-preferences';
import { Section, useCheckout } from './checkout-context';
import styles from './checkout.module.scss';

export function DeliveryAddressSection() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { cart, saving, save, showFailure } = useCheckout();
  const addresses = useShippingAddresses();
  const chooseAddress = useSetCartShippingAddressMutation(cart.cart_id);
  const addAddress = useAddShippingAddressMutation();
  const [adding, setAdding] = useState(false);
  const list = addresses.data?.shipping_addresses ?? [];
  const choose = (addressId: string) => save(() => chooseAddress.mutateAsync(addressId));

  // The default address is chosen for a cart that has none yet.
  const autoChosen = useRef(false);
  useEffect(() => {
    if (autoChosen.current || cart.shipping_address_id || list.length === 0) return;
    autoChosen.current = true;
    const preferred = list.find((a) => a.is_default) ?? list[0]!;
    void choose(preferred.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.length, cart.shipping_address_id]);

  return (
    <Section title={t('address.title')} lead={t('address.lead')}>
      {list.length === 0 && !addresses.isPending && (
        <p className={styles.muted}>{t('address.none')}</p>
      )}
      <div role="radiogroup" aria-label={t('address.title')} className={styles.choices}>
        {list.map((address) => (
          <label
            key={address.id}
            className={styles.choice}
            data-chosen={cart.shipping_address_id === address.id || undefined}
          >
            <input
              type="radio"
              name="address"
              checked={cart.shipping_address_id === address.id}
              disabled={saving}
              onChange={() => void choose(address.id)}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceName}>
                {address.nickname ?? address.street_address}
              </span>
              <span className={styles.choiceNote}>
                ({address.postal_code}) {address.street_address}
                {address.detail_address ? `, ${address.detail_address}` : ''} ·{' '}
                {address.phone_number}
                {` · ${countryName(address.country, language)}`}
              </span>
            </span>
          </label>
        ))}
      </div>
      {adding ? (
        <div className={styles.card}>
          <AddressForm
            title={t('address.add')}
            onCancel={() => setAdding(false)}
            onSave={async (values) => {
              // The new address is chosen below, not a second time by the default's choice.
              autoChosen.current = true;
              try {
                const created = await addAddress.mutateAsync(values);
                setAdding(false);
                await choose(created.id);
              } catch (error) {
                showFailure(error);
              }
            }}
          />
        </div>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('address.add')}
          </Button>
        </div>
      )}
    </Section>
  );
}
