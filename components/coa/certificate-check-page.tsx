// /coa/verify/[code] (issue 6): what a scanned or typed certificate code says, in the visitor's
// language: intact, superseded by a later state of an intact history, not matching, or a
// history that no longer verifies (ADR 0022).
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import Link from 'next/link';
import { SeoHead } from '@/components/seo/seo-head';
import { formatDate } from '@/rules/business-time';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { CertificateCheckDto } from '@/schemas/artwork-dto';
import styles from './certificate-check-page.module.scss';

const marks: Record<CertificateCheckDto['result'], string> = {
  intact: '✓',
  superseded: '✓',
  mismatch: '!',
  broken: '!',
};

export function CertificateCheckPage({ check }: { check: CertificateCheckDto }) {
  const { t } = useTranslation('coa');
  const language = useLanguage();
  const { result, artwork, artist, edition, verification } = check;
  const body =
    result === 'superseded'
      ? t('verify.superseded.body', { count: check.later_entries })
      : result === 'broken'
        ? t('verify.broken.body', { seq: verification.broken_at?.seq ?? '' })
        : t(`verify.${result}.body`);
  return (
    <div className={styles.page}>
      <SeoHead
        noindex
        title={t('verify.metaTitle', { number: check.certificate_number })}
        description={t(`verify.${result}.headline`)}
      />
      <p className={styles.eyebrow}>{t('verify.title')}</p>
      <section
        className={styles.verdict}
        data-result={result}
        data-testid="verification-result"
        aria-live="polite"
      >
        <span className={styles.mark} aria-hidden>
          {marks[result]}
        </span>
        <div>
          <h1 className={styles.headline}>{t(`verify.${result}.headline`)}</h1>
          <p className={styles.body}>{body}</p>
        </div>
      </section>
      <section className={styles.card}>
        <div className={styles.thumb}>
          <ArtworkImage
            image={artwork.image}
            alt={`${artwork.title}, ${artist.name}`}
            sizes="(max-width: 879px) 40vw, 200px"
          />
        </div>
        <div className={styles.details}>
          <p className={styles.artist}>{artist.name}</p>
          <h2 className={styles.title}>
            {artwork.title}
            {artwork.year ? <span className={styles.year}>, {artwork.year}</span> : null}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('verify.number')}</dt>
              <dd className={styles.mono}>{check.certificate_number}</dd>
            </div>
            <div>
              <dt>{t('verify.code')}</dt>
              <dd className={styles.mono}>{check.code}</dd>
            </div>
            <div>
              <dt>{t('verify.edition')}</dt>
              <dd>
                {edition.edition_type === 'edition'
                  ? t('certificate.editionOf', {
                      number: edition.edition_number,
                      size: edition.edition_size,
                    })
                  : t('certificate.unique')}
              </dd>
            </div>
            <div>
              <dt>{t('verify.issued')}</dt>
              <dd>{formatDate(check.issued_at, language)}</dd>
            </div>
            <div>
              <dt>{t('verify.entries')}</dt>
              <dd>{verification.entries}</dd>
            </div>
          </dl>
          <Link href={check.certificate_path} className={styles.current}>
            {t('verify.current')} →
          </Link>
        </div>
      </section>
    </div>
  );
}
