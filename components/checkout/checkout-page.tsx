// The checkout of one cart (rules §2 "Checkout: address, shipping method, frame, installation,
// coupon, payment method, consent"; issue 5). Every choice is saved on the cart, whose answer
// carries the fees and totals in the chosen currency; "Pay" starts the payment session and
// completes it with one Idempotency-Key per attempt (ADR 0019). A paid or reserved order shows
// its completion; a declined payment goes to /purchase-error.
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useShippingAddresses } from '@/api/shipping-addresses/get-shipping-addresses';
import { useCart } from '@/api/checkout/get-cart';
import { usePayMethods } from '@/api/checkout/get-pay-methods';
import { newIdempotencyKey } from '@/api/checkout/idempotency';
import { usePayForCartMutation } from '@/api/checkout/pay-for-cart';
import {
  setCartFrameService,
  setCartShippingAddress,
  setCartShippingMethod,
  useSaveCartMutation,
} from '@/api/checkout/save-cart';
import { applyCoupons } from '@/api/coupons/apply-coupons';
import { useApplicableCoupons } from '@/api/coupons/get-applicable-coupons';
import { AddressForm, countryName } from '@/components/account/address-book';
import { addShippingAddress } from '@/api/shipping-addresses/add-shipping-address';
import { FormAlert } from '@/components/account/form-alert';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import Link from 'next/link';
import { useApplyPreferences } from '@/hooks/use-apply-preferences';
import { useCurrency, useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { CartDto, CouponDto } from '@/schemas/checkout-dto';
import { specifiedDateProblem, type ShippingMethod } from '@/rules/checkout-rules';
import { currencyCodes, formatMoney, type CurrencyCode } from '@/rules/money';
import { formatDate, formatDateTime } from '@/rules/business-time';
import { CheckoutComplete } from './checkout-complete';
import { CheckoutPayBar } from './checkout-pay-bar';
import { checkoutFailure, translateCheckoutMessage } from './checkout-text';
import { OrderTotals } from './order-totals';
import { PayMethodList, isCardMethod, type PayChoice } from './pay-method-list';
import styles from './checkout.module.scss';
import { useEditionLabel } from '@/hooks/use-edition-label';
import { useCouponValue } from '@/components/orders/coupon-value';
import { pageTitle } from '@/components/seo/seo';

/** The order consent checkbox, which a press of Pay without it brings into view. */
const CONSENT_ID = 'order-consent';

export interface CheckoutPageProps {
  cartId: string;
}

export function CheckoutPage({ cartId }: CheckoutPageProps) {
  const { t } = useTranslation('checkout');
  const { t: ta } = useTranslation('account');
  const currency = useCurrency();
  const { data: cart, error } = useCart(cartId, currency);
  const [orderId, setOrderId] = useState<string | null>(null);
  const doneOrder = orderId ?? (cart?.status === 'ordered' ? cart.order_id : null);

  return (
    <div className={styles.page}>
      <Head>
        <title>{pageTitle(t('metaTitle'), ta('brand'))}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {doneOrder ? (
        <CheckoutComplete orderId={doneOrder} />
      ) : cart ? (
        <Checkout cart={cart} onOrdered={setOrderId} />
      ) : error ? (
        <div className={styles.empty}>
          <p>{translateCheckoutMessage(t, checkoutFailure(error).message)}</p>
          <Link href="/works">{t('error.works')}</Link>
        </div>
      ) : (
        <div className={styles.empty} aria-busy="true">
          <Spinner label={t('loading')} />
        </div>
      )}
    </div>
  );
}

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <header className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {lead && <p className={styles.muted}>{lead}</p>}
      </header>
      {children}
    </section>
  );
}

function Checkout({ cart, onOrdered }: { cart: CartDto; onOrdered: (orderId: string) => void }) {
  const { t } = useTranslation('checkout');
  const editionName = useEditionLabel();
  const couponValue = useCouponValue();
  const language = useLanguage();
  const currency = cart.currency_code;
  const router = useRouter();
  const saveCart = useSaveCartMutation();
  const payForCart = usePayForCartMutation();
  const applyPreferences = useApplyPreferences();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The Idempotency-Key of the current payment attempt (ADR 0019). */
  const attemptKey = useRef<string | null>(null);
  const money = (amount: number) => formatMoney({ amount, currency }, language);

  const addresses = useShippingAddresses();
  const payMethods = usePayMethods(cart.cart_id, currency, cart.amounts.total);
  const coupons = useApplicableCoupons(cart.artwork.id, cart.cart_id);

  /** Saves a change of the cart: the answer is the cart priced again. */
  const save = async (change: () => Promise<CartDto>) => {
    setFailure(null);
    setSaving(true);
    try {
      await saveCart.mutateAsync(change);
      attemptKey.current = null;
      return true;
    } catch (error) {
      setFailure(translateCheckoutMessage(t, checkoutFailure(error).message));
      return false;
    } finally {
      setSaving(false);
    }
  };

  // The default address is chosen for a cart that has none yet.
  const list = addresses.data?.shipping_addresses ?? [];
  const autoChosen = useRef(false);
  useEffect(() => {
    if (autoChosen.current || cart.shipping_address_id || list.length === 0) return;
    autoChosen.current = true;
    const preferred = list.find((a) => a.is_default) ?? list[0]!;
    void save(() => setCartShippingAddress(cart.cart_id, preferred.id));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.length, cart.shipping_address_id]);
  const [addingAddress, setAddingAddress] = useState(false);

  // Pick-up is saved with its contact request: chosen, it waits for the request.
  const [pickupChosen, setPickupChosen] = useState(false);
  const method: ShippingMethod = pickupChosen ? 'pickup' : cart.shipping_method;
  const [pickupContact, setPickupContact] = useState(cart.pickup_contact ?? '');

  const [artworkCoupon, setArtworkCoupon] = useState(cart.coupons.artwork?.id ?? '');
  const [additionalCoupon, setAdditionalCoupon] = useState(cart.coupons.additional?.id ?? '');

  const [pay, setPay] = useState<PayChoice>({
    method: null,
    installmentMonths: 0,
    testCardNumber: '',
  });
  const offered = payMethods.data?.pay_methods ?? [];
  const payMethod = offered.some((m) => m.code === pay.method) ? pay.method : null;
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [paying, setPaying] = useState(false);
  const payRef = useRef<HTMLDivElement>(null);

  async function onPay() {
    setFailure(null);
    if (!consent) {
      setConsentError(true);
      // The pay bar may be pressed far from the box: take the buyer to it.
      document.getElementById(CONSENT_ID)?.focus();
      return;
    }
    if (!payMethod) return;
    // One key per attempt: a retry after a lost answer resends it, any change makes a new one.
    const key = (attemptKey.current ??= newIdempotencyKey());
    setPaying(true);
    try {
      const body = {
        pay_method: payMethod,
        installment_months: pay.installmentMonths,
        order_consent: true,
        ...(isCardMethod(payMethod) && pay.testCardNumber.trim()
          ? { test_card_number: pay.testCardNumber.trim() }
          : {}),
      };
      const order = await payForCart.mutateAsync({ cart, currency, body, idempotencyKey: key });
      attemptKey.current = null;
      onOrdered(order.id);
    } catch (error) {
      const answer = checkoutFailure(error);
      // An answer was given: the next attempt is a new one.
      if (answer.status !== null) attemptKey.current = null;
      if (answer.status === 402) {
        const code = answer.fields?.decline_code ?? 'declined';
        await router.push(
          `/purchase-error?cart=${encodeURIComponent(cart.cart_id)}&code=${encodeURIComponent(code)}`,
        );
        return;
      }
      setFailure(translateCheckoutMessage(t, answer.message));
    } finally {
      setPaying(false);
    }
  }

  const couponList = coupons.data?.coupons ?? [];
  // In the cart's currency at its locked rate, KRW beside, as on My coupons.
  const couponLabel = (c: CouponDto) => {
    const { discount, cap } = couponValue(c);
    return [c.title, discount, cap].filter(Boolean).join(' · ');
  };
  const fee = (amount: number) => (amount > 0 ? `+${money(amount)}` : t('shipping.free'));
  const art = cart.artwork;

  return (
    <>
      <header className={styles.pageHead}>
        <h1 className={styles.title}>{cart.bid ? t('bid.title') : t('title')}</h1>
        <p className={styles.muted}>
          {cart.bid
            ? t('bid.lead', {
                amount: money(cart.bid.amount),
                date: formatDateTime(cart.bid.payment_deadline, language),
              })
            : t('lead')}
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <article className={styles.work} aria-label={art.title}>
            {art.image && (
              // eslint-disable-next-line @next/next/no-img-element
              <img className={styles.thumb} src={art.image.url} alt="" width={96} height={96} />
            )}
            <div className={styles.workText}>
              <p className={styles.workTitle}>
                <Link href={`/work/${art.handle}`}>{art.title}</Link>
              </p>
              <p className={styles.muted}>
                {art.artist_name}
                {art.year ? `, ${art.year}` : ''}
              </p>
              <p className={styles.muted}>
                {art.medium} · {art.width_cm} × {art.height_cm} cm · {editionName(art)}
              </p>
            </div>
          </article>

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
                    onChange={() =>
                      void save(() => setCartShippingAddress(cart.cart_id, address.id))
                    }
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
            {addingAddress ? (
              <div className={styles.card}>
                <AddressForm
                  title={t('address.add')}
                  onCancel={() => setAddingAddress(false)}
                  onSave={async (values) => {
                    try {
                      const created = await addShippingAddress(values);
                      await addresses.refetch();
                      setAddingAddress(false);
                      await save(() => setCartShippingAddress(cart.cart_id, created.id));
                    } catch (error) {
                      setFailure(translateCheckoutMessage(t, checkoutFailure(error).message));
                    }
                  }}
                />
              </div>
            ) : (
              <div>
                <Button variant="secondary" onClick={() => setAddingAddress(true)}>
                  {t('address.add')}
                </Button>
              </div>
            )}
          </Section>

          <Section title={t('shipping.title')}>
            <div role="radiogroup" aria-label={t('shipping.title')} className={styles.choices}>
              {cart.shipping_options.map((option) => (
                <label
                  key={option.value}
                  className={styles.choice}
                  data-chosen={method === option.value || undefined}
                  data-disabled={!option.available || undefined}
                >
                  <input
                    type="radio"
                    name="shipping-method"
                    value={option.value}
                    checked={method === option.value}
                    disabled={!option.available || saving}
                    onChange={() => {
                      setPickupChosen(option.value === 'pickup');
                      if (option.value !== 'pickup') {
                        void save(() =>
                          setCartShippingMethod(cart.cart_id, {
                            shipping_method: option.value,
                            specified_date: null,
                            pickup_contact: null,
                          }),
                        );
                      }
                    }}
                  />
                  <span className={styles.choiceText}>
                    <span className={styles.choiceName}>
                      {t(`shipping.${option.value}`)}
                      {option.available && <span className={styles.fee}>{fee(option.fee)}</span>}
                    </span>
                    <span className={styles.choiceNote}>
                      {option.reason
                        ? translateCheckoutMessage(t, option.reason)
                        : t(`shipping.${option.value}Note`, { days: cart.expected_delivery_days })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {method === 'delivery' && cart.shipping_method === 'delivery' && (
              <SpecifiedDate
                cart={cart}
                disabled={saving}
                money={money}
                onSave={(date) =>
                  save(() =>
                    setCartShippingMethod(cart.cart_id, {
                      shipping_method: 'delivery',
                      specified_date: date,
                      pickup_contact: null,
                    }),
                  )
                }
              />
            )}
            {method === 'pickup' && (
              <div className={styles.field}>
                <label className={styles.fieldLabel} htmlFor="pickup-contact">
                  {t('shipping.pickupContact')}
                </label>
                <textarea
                  id="pickup-contact"
                  className={styles.input}
                  rows={3}
                  placeholder={t('shipping.pickupContactHint')}
                  value={pickupContact}
                  onChange={(event) => setPickupContact(event.target.value)}
                />
                <div>
                  <Button
                    variant="secondary"
                    disabled={saving}
                    onClick={() =>
                      void save(() =>
                        setCartShippingMethod(cart.cart_id, {
                          shipping_method: 'pickup',
                          specified_date: null,
                          pickup_contact: pickupContact,
                        }),
                      )
                    }
                  >
                    {t('shipping.save')}
                  </Button>
                </div>
              </div>
            )}
          </Section>

          <Section title={t('frame.title')}>
            <div className={styles.pair}>
              <label className={styles.field}>
                <span className={styles.fieldLabel}>{t('frame.frame')}</span>
                <select
                  className={styles.select}
                  value={cart.frame}
                  disabled={saving}
                  onChange={(event) =>
                    void save(() =>
                      setCartFrameService(cart.cart_id, {
                        frame: event.target.value as CartDto['frame'],
                        installation: cart.installation,
                        extra_installs: cart.extra_installs,
                      }),
                    )
                  }
                >
                  {cart.frame_options.map((option) => (
                    <option key={option.value} value={option.value} disabled={!option.available}>
                      {t(`frame.options.${option.value}`)}
                      {option.fee > 0 ? ` (+${money(option.fee)})` : ''}
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
                    void save(() =>
                      setCartFrameService(cart.cart_id, {
                        frame: cart.frame,
                        installation: event.target.value as CartDto['installation'],
                        extra_installs: event.target.value === 'none' ? 0 : cart.extra_installs,
                      }),
                    )
                  }
                >
                  {cart.installation_options.map((option) => (
                    <option key={option.value} value={option.value} disabled={!option.available}>
                      {t(`frame.installations.${option.value}`)}
                      {option.fee > 0 ? ` (+${money(option.fee)})` : ''}
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
                  onChange={(event) =>
                    void save(() =>
                      setCartFrameService(cart.cart_id, {
                        frame: cart.frame,
                        installation: cart.installation,
                        extra_installs: Number(event.target.value),
                      }),
                    )
                  }
                >
                  {[0, 1, 2, 3, 4, 5].map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </Section>

          <Section title={t('coupon.title')}>
            {couponList.length === 0 ? (
              <p className={styles.muted}>
                {coupons.data?.message
                  ? translateCheckoutMessage(t, coupons.data.message)
                  : t('coupon.empty')}
              </p>
            ) : (
              <div className={styles.couponRow}>
                {(['artwork', 'additional'] as const).map((kind) => (
                  <label key={kind} className={styles.field}>
                    <span className={styles.fieldLabel}>{t(`coupon.${kind}`)}</span>
                    <select
                      className={styles.select}
                      value={kind === 'artwork' ? artworkCoupon : additionalCoupon}
                      onChange={(event) =>
                        (kind === 'artwork' ? setArtworkCoupon : setAdditionalCoupon)(
                          event.target.value,
                        )
                      }
                    >
                      <option value="">{t('coupon.noneChosen')}</option>
                      {couponList
                        .filter((c) => c.kind === kind)
                        .map((c) => (
                          <option key={c.id} value={c.id}>
                            {couponLabel(c)}
                          </option>
                        ))}
                    </select>
                  </label>
                ))}
                <Button
                  variant="secondary"
                  disabled={saving}
                  onClick={() =>
                    void save(() =>
                      applyCoupons(cart.cart_id, {
                        artwork_coupon_id: artworkCoupon || null,
                        additional_coupon_id: additionalCoupon || null,
                      }),
                    )
                  }
                >
                  {t('coupon.apply')}
                </Button>
              </div>
            )}
          </Section>

          <Section title={t('payment.title')}>
            {language === 'ko' ? (
              <p className={styles.muted}>{t('currency.koreanOnly')}</p>
            ) : (
              <label className={`${styles.field} ${styles.currency}`}>
                <span className={styles.fieldLabel}>{t('currency.label')}</span>
                <select
                  className={styles.select}
                  value={currency}
                  disabled={saving || paying}
                  onChange={(event) =>
                    void applyPreferences({
                      language,
                      currency: event.target.value as CurrencyCode,
                    })
                  }
                >
                  {currencyCodes.map((code) => (
                    <option key={code} value={code}>
                      {code.toUpperCase()}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <PayMethodList
              methods={offered}
              value={{ ...pay, method: payMethod }}
              onChange={(next) => {
                attemptKey.current = null;
                setPay(next);
              }}
            />
          </Section>
        </div>

        <aside className={styles.aside} aria-label={t('summary.title')}>
          <div className={styles.summary}>
            <h2 className={styles.sectionTitle}>{t('summary.title')}</h2>
            <OrderTotals
              amounts={cart.amounts}
              currency={currency}
              language={language}
              extraInstalls={cart.extra_installs}
              rate={{
                krwPerUnit: cart.exchange_rate.krw_per_unit,
                lockedAt: cart.exchange_rate.locked_at,
                artPriceKrw: cart.art_price_krw,
              }}
            />
            <ConsentBox
              checked={consent}
              showError={consentError && !consent}
              onChange={(checked) => {
                setConsent(checked);
                if (checked) setConsentError(false);
              }}
            />
            <FormAlert message={failure} />
            <div ref={payRef}>
              <Button
                size="lg"
                block
                onClick={() => void onPay()}
                disabled={paying || saving || !payMethod}
                aria-busy={paying || undefined}
              >
                {paying ? t('paying') : t('pay', { amount: money(cart.amounts.total) })}
              </Button>
            </div>
          </div>
        </aside>
      </div>
      <CheckoutPayBar
        total={money(cart.amounts.total)}
        watch={payRef}
        disabled={paying || saving || !payMethod}
        paying={paying}
        onPay={() => void onPay()}
      />
    </>
  );
}

/**
 * Specified-date delivery (rules §9 extra charge): a weekday other than a public holiday, from
 * the expected readiness to 60 days ahead; checked here by the same rule the server applies.
 */
function SpecifiedDate({
  cart,
  disabled,
  money,
  onSave,
}: {
  cart: CartDto;
  disabled: boolean;
  money: (amount: number) => string;
  onSave: (date: string | null) => Promise<boolean>;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const [wanted, setWanted] = useState(Boolean(cart.specified_date));
  const [date, setDate] = useState(cart.specified_date ?? cart.specified_date_range.earliest);
  const [problem, setProblem] = useState<string | null>(null);
  const { earliest, latest } = cart.specified_date_range;
  const long = (value: string) => formatDate(value, language);
  return (
    <div className={styles.dateBox}>
      <label className={styles.consentLabel}>
        <input
          type="checkbox"
          checked={wanted}
          disabled={disabled}
          onChange={(event) => {
            setWanted(event.target.checked);
            setProblem(null);
            if (!event.target.checked && cart.specified_date) void onSave(null);
          }}
        />
        <span>
          {t('shipping.dateChoose')}{' '}
          <span className={styles.fee}>+{money(cart.specified_date_fee)}</span>
        </span>
      </label>
      {wanted && (
        <>
          <p className={styles.muted}>
            {t('shipping.dateLead', { earliest: long(earliest), latest: long(latest) })}
          </p>
          <div className={styles.dateRow}>
            <label className={styles.field}>
              <span className={styles.fieldLabel}>{t('shipping.dateLabel')}</span>
              <input
                type="date"
                className={styles.input}
                min={earliest}
                max={latest}
                value={date}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'specified-date-error' : undefined}
                onChange={(event) => {
                  setDate(event.target.value);
                  setProblem(null);
                }}
              />
            </label>
            <Button
              variant="secondary"
              disabled={disabled || date === cart.specified_date}
              onClick={() => {
                const found = specifiedDateProblem(date, new Date());
                if (found) {
                  setProblem(translateCheckoutMessage(t, found));
                  return;
                }
                void onSave(date);
              }}
            >
              {t('shipping.dateSave')}
            </Button>
          </div>
          {problem && (
            <p id="specified-date-error" role="alert" className={styles.error}>
              {problem}
            </p>
          )}
          {cart.specified_date && (
            <p className={styles.choiceNote} data-testid="specified-date">
              {t('shipping.dateChosen', { date: long(cart.specified_date) })}
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** rules §5: the order consent checkbox is required before purchase. */

export function ConsentBox({
  checked,
  showError,
  onChange,
}: {
  checked: boolean;
  showError: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.consent}>
      <label className={styles.consentLabel}>
        <input
          id={CONSENT_ID}
          type="checkbox"
          checked={checked}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? 'consent-error' : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('consent.label')}</span>
      </label>
      {showError && (
        <p id="consent-error" role="alert" className={styles.error}>
          {t('consent.required')}
        </p>
      )}
    </div>
  );
}
