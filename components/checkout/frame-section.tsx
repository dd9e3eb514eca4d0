// The frame and the installation (rules §9 extra charges): each choice is saved on the cart at
// once and priced by it; extra works hung on the same visit only with an installation.
import { useTranslation } from 'next-i18next/pages';
import { useSetCartFrameServiceMutation } from '@/api/checkout/set-cart-frame-service';
import type { FrameServiceRequest } from '@/schemas/checkout';
import type { CartDto } from '@/schemas/checkout-dto';
import { MAX_EXTRA_INSTALLS } from '@/rules/checkout-rules';
import { Section, useCheckout } from './checkout-context';
import styles from './checkout.module.scss';

const extraInstallChoices = Array.from({ length: MAX_EXTRA_INSTALLS + 1 }, (_, n) => n);

export function FrameSection() {
  const { t } = useTranslation('checkout');
  const { cart, money, saving, save } = useCheckout();
  const setFrameService = useSetCartFrameServiceMutation(cart.cart_id);
  const saveService = (change: Partial<FrameServiceRequest>) =>
    void save(() =>
      setFrameService.mutateAsync({
        frame: cart.frame,
        installation: cart.installation,
        extra_installs: cart.extra_installs,
        ...change,
      }),
    );
  const withFee = (fee: number) => (fee > 0 ? ` (+${money(fee)})` : '');

  return (
    <Section title={t('frame.title')}>
      <div className={styles.pair}>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('frame.frame')}</span>
          <select
            className={styles.select}
            value={cart.frame}
            disabled={saving}
            onChange={(event) => saveService({ frame: event.target.value as CartDto['frame'] })}
          >
            {cart.frame_options.map((option) => (
              <option key={option.value} value={option.value} disabled={!option.available}>
                {t(`frame.options.${option.value}`)}
                {withFee(option.fee)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('frame.installation')}</span>
          <select
            className={styles.select}
            value={cart.installation}
            disabled={saving}
            onChange={(event) =>
              saveService({
                installation: event.target.value as CartDto['installation'],
                extra_installs: event.target.value === 'none' ? 0 : cart.extra_installs,
              })
            }
          >
            {cart.installation_options.map((option) => (
              <option key={option.value} value={option.value} disabled={!option.available}>
                {t(`frame.installations.${option.value}`)}
                {withFee(option.fee)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {cart.installation !== 'none' && (
        <label className={styles.field}>
          <span className={styles.fieldLabel}>
            {t('frame.extraInstalls')} (+{money(cart.extra_install_fee)})
          </span>
          <select
            className={styles.select}
            value={cart.extra_installs}
            disabled={saving}
            onChange={(event) => saveService({ extra_installs: Number(event.target.value) })}
          >
            {extraInstallChoices.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
    </Section>
  );
}
