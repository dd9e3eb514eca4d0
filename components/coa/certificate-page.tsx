// /coa/[handle]?edition=N (rules §2, issue 6): the certificate of authenticity of one edition,
// without the site's header and footer: the work, its artist and edition, the certificate
// number and date, the owner history (the hash-chained provenance, ADR 0022), the verification
// code and a QR code to the public verification page. Printable on one A4 sheet.
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { Button } from '@/components/ui/button/button';
import Link from 'next/link';
import { SeoHead } from '@/components/seo/seo-head';
import { artworkHref } from '@/components/artwork/artwork-links';
import { formatDate } from '@/rules/business-time';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { CertificateDto } from '@/schemas/artwork-dto';
import styles from './certificate-page.module.scss';

export interface CertificatePageProps {
  certificate: CertificateDto;
  verifyUrl: string | null;
  qr: { size: number; d: string } | null;
}

export function CertificatePage({ certificate, verifyUrl, qr }: CertificatePageProps) {
  const { t } = useTranslation('coa');
  const language = useLanguage();
  const { artwork, artist, edition, verification } = certificate;
  const life = [artist.birth_year, artist.death_year].filter(Boolean).join('–');
  const facts: [string, string | number | null][] = [
    [t('certificate.year'), artwork.year],
    [t('certificate.medium'), artwork.medium],
    [t('certificate.size'), artwork.size],
    [t('certificate.frameSize'), artwork.frame_size],
    [
      t('certificate.edition'),
      artwork.edition_type === 'edition'
        ? t('certificate.editionOf', { number: edition.edition_number, size: artwork.edition_size })
        : t('certificate.unique'),
    ],
    [t('certificate.signature'), artwork.signature],
    [t('certificate.gallery'), certificate.institution?.name ?? null],
  ];
  return (
    <div className={styles.page}>
      <SeoHead
        noindex
        title={t('certificate.metaTitle', { title: artwork.title })}
        description={`${artist.name}, ${artwork.title} · ${certificate.certificate_number}`}
      />
      <div className={styles.toolbar}>
        <Link href={artworkHref(artwork.handle)} className={styles.back}>
          ← {t('certificate.back')}
        </Link>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('certificate.print')}
        </Button>
      </div>
      <article className={styles.sheet} aria-labelledby="coa-title">
        <header className={styles.head}>
          <p className={styles.brand}>{t('certificate.brand')}</p>
          <h1 id="coa-title" className={styles.title}>
            {t('certificate.title')}
          </h1>
          <p className={styles.intro}>{t('certificate.intro')}</p>
        </header>

        <div className={styles.work}>
          <figure className={styles.figure}>
            <ArtworkImage
              image={artwork.image}
              alt={`${artwork.title}, ${artist.name}`}
              sizes="(max-width: 879px) 100vw, 360px"
              className={styles.art}
              priority
            />
          </figure>
          <div className={styles.identity}>
            <p className={styles.artist}>
              {artist.name}
              {life && <span className={styles.life}> ({life})</span>}
            </p>
            <h2 className={styles.workTitle}>{artwork.title}</h2>
            <dl className={styles.facts}>
              {facts
                .filter(([, value]) => value !== null && value !== '')
                .map(([label, value]) => (
                  <div key={label} className={styles.fact}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
            <dl className={styles.numbers}>
              <div>
                <dt>{t('certificate.number')}</dt>
                <dd className={styles.mono} data-testid="certificate-number">
                  {certificate.certificate_number}
                </dd>
              </div>
              <div>
                <dt>{t('certificate.issued')}</dt>
                <dd>{formatDate(certificate.issued_at, language)}</dd>
              </div>
            </dl>
          </div>
        </div>

        <section className={styles.history} aria-labelledby="coa-history">
          <h2 id="coa-history" className={styles.sectionTitle}>
            {t('certificate.history')}
          </h2>
          {certificate.provenance.length === 0 ? (
            <p>{t('certificate.historyEmpty')}</p>
          ) : (
            <ol className={styles.timeline}>
              {certificate.provenance.map((entry) => (
                <li key={entry.id} className={styles.entry}>
                  <span className={styles.entryDate}>
                    {formatDate(entry.occurred_at, language)}
                  </span>
                  <span className={styles.entryKind}>{t(`kinds.${entry.kind}`)}</span>
                  <span className={styles.entryParty}>
                    {entry.party ?? entry.institution?.name ?? entry.exhibition?.title ?? ''}
                    {entry.exhibition && entry.party !== entry.exhibition.title && (
                      <span className={styles.entryNote}> · {entry.exhibition.title}</span>
                    )}
                    {entry.note && <span className={styles.entryNote}>{entry.note}</span>}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section className={styles.verification} aria-labelledby="coa-verification">
          {qr && verifyUrl && (
            <a href={verifyUrl} className={styles.qr} data-testid="certificate-qr">
              <svg
                viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
                role="img"
                aria-label={t('certificate.qrLabel')}
                shapeRendering="crispEdges"
              >
                <rect x={-2} y={-2} width={qr.size + 4} height={qr.size + 4} fill="#fff" />
                <path d={qr.d} fill="currentColor" />
              </svg>
            </a>
          )}
          <div className={styles.verificationText}>
            <h2 id="coa-verification" className={styles.sectionTitle}>
              {t('certificate.verification')}
            </h2>
            <p className={styles.codeLine}>
              <span className={styles.codeLabel}>{t('certificate.code')}</span>
              <span className={styles.code} data-testid="verification-code">
                {verification.code ?? '—'}
              </span>
            </p>
            <p
              className={styles.status}
              data-status={verification.status}
              data-testid="verification-status"
            >
              {verification.status === 'intact'
                ? `✓ ${t('certificate.intact', { count: verification.entries })}`
                : `! ${t('certificate.broken')}`}
            </p>
            <p className={styles.scan}>{t('certificate.scan')}</p>
            {verifyUrl && (
              <a href={verifyUrl} className={styles.url} data-testid="verification-link">
                {verifyUrl}
              </a>
            )}
          </div>
        </section>
      </article>
    </div>
  );
}
