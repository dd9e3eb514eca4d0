// /consign/[editionId] (rules §2 consignment): an owned edition and the consign form: desired
// price, condition and its note, photos (uploaded from the owner's device through the upload
// call), and whether the work is already in the platform's storage or will be delivered to it.
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useConsignEditionMutation } from '@/api/resale/consign-edition';
import { useConsignForm } from '@/api/resale/get-consign-form';
import { formatDateTime } from '@/rules/business-time';
import { siteLinks } from '@/components/layout/site-links';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { TextArea, TextField } from '@/components/ui/form/form-field';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/rules/money';
import type { UploadedImageDto } from '@/rules/image';
import type { ConsignmentCondition, ConsignmentHandover } from '@/schemas/resale';
import { KrwConversion } from './krw-conversion';
import { PhotoPicker } from './photo-picker';
import { resaleError } from './resale-text';
import listStyles from '@/components/orders/order-lists.module.scss';
import styles from './resale.module.scss';
import { useEditionLabel } from '@/hooks/use-edition-label';

const percent = (bps: number, language: string) =>
  new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(bps / 10_000);

export function ConsignPage() {
  const { t } = useTranslation('resale');
  const editionName = useEditionLabel();
  const language = useLanguage();
  const router = useRouter();
  const editionId = typeof router.query.editionId === 'string' ? router.query.editionId : '';
  const { data, isPending, isError } = useConsignForm(editionId, { enabled: editionId !== '' });
  const consignEdition = useConsignEditionMutation();
  const [price, setPrice] = useState('');
  const [condition, setCondition] = useState<ConsignmentCondition>('excellent');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<UploadedImageDto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [handover, setHandover] = useState<ConsignmentHandover>('storage');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await consignEdition.mutateAsync({
        editionId,
        body: {
          desired_price: Number(price.replaceAll(',', '')),
          condition,
          condition_note: note,
          photos: photos.map((photo) => photo.url),
          handover,
        },
      });
      setSent(true);
    } catch (caught) {
      setError(resaleError(t, caught));
    } finally {
      setBusy(false);
    }
  }

  const work = data?.work;
  return (
    <div className={styles.consign}>
      <Head>
        <title>{t('consign.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <header>
        <h1 className={listStyles.title}>{t('consign.title')}</h1>
        <p className={styles.fees}>{t('consign.lead')}</p>
      </header>
      {isPending && editionId ? (
        <Spinner label={t('consign.loading')} />
      ) : isError || !work ? (
        <div>
          <p>{t('consign.notFound')}</p>
          <ButtonLink variant="secondary" href={siteLinks.myPage.works}>
            {t('consign.back')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <section className={styles.work} aria-label={work.artwork?.title}>
            {work.artwork?.image ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={work.artwork.image.url} alt="" width={120} height={120} />
            ) : (
              <span />
            )}
            <div>
              <p>
                <strong>{work.artwork?.title}</strong>
              </p>
              <p className={styles.fees}>
                {[work.artwork?.artist_name, work.artwork && editionName(work.artwork)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className={styles.fees}>
                {t('works.bought', {
                  date: formatDateTime(work.purchased_at, language),
                  amount: formatMoney(work.purchase_price, language),
                })}
              </p>
            </div>
          </section>
          {sent ? (
            <div role="status" data-testid="consign-sent">
              <p>{t('consign.sent')}</p>
              <ButtonLink href={siteLinks.myPage.works}>{t('consign.back')}</ButtonLink>
            </div>
          ) : !work.can_resell ? (
            <div>
              <p>{t('consign.already')}</p>
              <ButtonLink variant="secondary" href={siteLinks.myPage.works}>
                {t('consign.back')}
              </ButtonLink>
            </div>
          ) : (
            <form className={styles.form} onSubmit={(event) => void submit(event)}>
              <TextField
                label={t('consign.priceLabel')}
                hint={t('works.priceHint')}
                name="desired_price"
                inputMode="numeric"
                required
                value={price}
                onChange={(event) => setPrice(event.target.value)}
              />
              <KrwConversion price={price} rate={data.exchange_rate} />
              <fieldset className={styles.choices}>
                <legend>{t('consign.conditionLabel')}</legend>
                <div className={styles.inline}>
                  {data.conditions.map((value) => (
                    <label key={value}>
                      <input
                        type="radio"
                        name="condition"
                        value={value}
                        checked={condition === value}
                        onChange={() => setCondition(value)}
                      />
                      {t(`consign.conditions.${value}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <TextArea
                label={t('consign.noteLabel')}
                placeholder={t('consign.notePlaceholder')}
                name="condition_note"
                maxLength={1000}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              <PhotoPicker photos={photos} onChange={setPhotos} onBusy={setUploading} />
              <fieldset className={styles.choices}>
                <legend>{t('consign.handoverLabel')}</legend>
                {data.handovers.map((value) => (
                  <label key={value}>
                    <input
                      type="radio"
                      name="handover"
                      value={value}
                      checked={handover === value}
                      onChange={() => setHandover(value)}
                    />
                    {t(`consign.handovers.${value}`)}
                  </label>
                ))}
              </fieldset>
              <p className={styles.fees}>
                {t('consign.fees', {
                  commission: percent(data.commission_bps, language),
                  royalty: percent(data.royalty_bps, language),
                })}
              </p>
              {error && (
                <p className={styles.error} role="alert">
                  {error}
                </p>
              )}
              <div>
                <Button type="submit" disabled={busy || uploading}>
                  {t('consign.submit')}
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </div>
  );
}
