// The artwork page's "Condition and history" (rules §4.74–4.76): the condition report (grade,
// notes, who checked and when, defect photos that open in the zoom), the provenance of one edition,
// its certificate in short with the link to verify it, exhibition history and literature.
//
// Below the fold and collapsed by design: five rows of one line each, the same height before and
// after their data arrives, so nothing under them moves (CLS). The data is asked for only when the
// section nears the screen, so the page's first load carries none of it; a row opens on a click.
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useArtworkConditionHistory } from '@/api/artworks/get-artwork-condition-history';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { useLanguage } from '@/hooks/use-preferences';
import { formatDate } from '@/rules/business-time';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import type {
  ArtworkConditionDto,
  ArtworkConditionHistoryDto,
  ArtworkHistoryEntryDto,
} from '@/schemas/artwork-condition';
import styles from './artwork-condition-history.module.scss';

const ArtworkZoom = lazy(() => import('./artwork-zoom').then((m) => ({ default: m.ArtworkZoom })));

/** How far below the screen the section starts loading (it is ready before it is seen). */
const NEAR = '800px 0px';

type Artwork = Pick<ArtworkDetailDto, 'id' | 'title' | 'edition_type' | 'edition_size'>;

/** True once the element has come within `NEAR` of the screen (at once without the observer). */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  // Without an observer (an old browser, a test DOM) the data is asked for at once.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function ArtworkConditionHistory({ artwork }: { artwork: Artwork }) {
  const { t } = useTranslation('works');
  const { ref, near } = useNearScreen<HTMLElement>();
  const [editionNumber, setEditionNumber] = useState<number | null>(null);
  const { data } = useArtworkConditionHistory(artwork.id, editionNumber, near);
  const loading = t('artwork.record.loading');
  return (
    <section
      ref={ref}
      className={styles.record}
      aria-labelledby="artwork-record"
      data-testid="artwork-record"
      data-loaded={data ? 'true' : 'false'}
    >
      <h2 id="artwork-record" className={styles.heading}>
        {t('artwork.record.title')}
      </h2>
      <Row
        id="condition"
        title={t('artwork.record.condition.title')}
        summary={
          data
            ? data.condition
              ? t(`artwork.record.grades.${data.condition.grade}`)
              : t('artwork.record.condition.none')
            : loading
        }
      >
        {data && <ConditionPanel condition={data.condition} title={artwork.title} />}
      </Row>
      <Row
        id="provenance"
        title={t('artwork.record.provenance.title')}
        summary={
          data ? t('artwork.record.provenance.count', { count: data.provenance.length }) : loading
        }
      >
        {data && (
          <ProvenancePanel
            record={data}
            artwork={artwork}
            onEdition={(number) => setEditionNumber(number)}
          />
        )}
      </Row>
      <Row
        id="certificate"
        title={t('artwork.record.certificate.title')}
        summary={
          data
            ? (data.certificate?.certificate_number ?? t('artwork.record.certificate.none'))
            : loading
        }
      >
        {data && <CertificatePanel record={data} />}
      </Row>
      <Row
        id="exhibitions"
        title={t('artwork.record.exhibitions.title')}
        summary={
          data
            ? data.exhibitions.length
              ? t('artwork.record.exhibitions.count', { count: data.exhibitions.length })
              : t('artwork.record.exhibitions.empty')
            : loading
        }
      >
        {data && <EntryList entries={data.exhibitions} />}
      </Row>
      <Row
        id="literature"
        title={t('artwork.record.literature.title')}
        summary={
          data
            ? data.literature.length
              ? t('artwork.record.literature.count', { count: data.literature.length })
              : t('artwork.record.literature.empty')
            : loading
        }
      >
        {data && <EntryList entries={data.literature} />}
      </Row>
    </section>
  );
}

/** One line, the same height loading or loaded; its panel shows only when opened. */
function Row({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <details className={styles.row} data-testid={`record-${id}`}>
      <summary className={styles.rowHead}>
        <span className={styles.rowTitle}>{title}</span>
        <span className={styles.rowSummary}>{summary}</span>
      </summary>
      <div className={styles.panel}>{children}</div>
    </details>
  );
}

function ConditionPanel({
  condition,
  title,
}: {
  condition: ArtworkConditionDto | null;
  title: string;
}) {
  const { t } = useTranslation('works');
  const language = useLanguage();
  const [zoomed, setZoomed] = useState<number | null>(null);
  if (!condition) return <p className={styles.muted}>{t('artwork.record.condition.noneBody')}</p>;
  const caption = (index: number) =>
    condition.photos[index]?.caption ||
    t('artwork.record.condition.photoFallback', { number: index + 1 });
  return (
    <div className={styles.condition}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('artwork.record.condition.grade')}</dt>
          <dd>
            <strong data-testid="condition-grade">
              {t(`artwork.record.grades.${condition.grade}`)}
            </strong>
            <span className={styles.hint}>{t(`artwork.record.gradeHints.${condition.grade}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('artwork.record.condition.notes')}</dt>
          <dd className={styles.notes}>
            {condition.notes || t('artwork.record.condition.noNotes')}
          </dd>
        </div>
      </dl>
      <p className={styles.checked} data-testid="condition-checked">
        {t('artwork.record.condition.checked', {
          who: condition.checked_by,
          date: formatDate(condition.checked_at, language),
        })}
      </p>
      {condition.photos.length > 0 && (
        <div>
          <h3 className={styles.subHeading}>{t('artwork.record.condition.photos')}</h3>
          <ul className={styles.photos}>
            {condition.photos.map((photo, index) => (
              <li key={photo.image_id}>
                <button
                  type="button"
                  className={styles.photo}
                  onClick={() => setZoomed(index)}
                  aria-label={t('artwork.record.condition.openPhoto', { caption: caption(index) })}
                  data-testid="defect-photo"
                >
                  <ArtworkImage image={photo.image} alt="" sizes="120px" fit="cover" />
                </button>
                <span className={styles.caption}>{caption(index)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {zoomed !== null && (
        <Suspense fallback={null}>
          <ArtworkZoom
            views={condition.photos.map((photo, index) => ({
              ...photo.image,
              kind: 'defect' as const,
              caption: caption(index),
            }))}
            kindOf={() => t('artwork.gallery.kinds.defect')}
            index={zoomed}
            onIndexChange={setZoomed}
            alt={`${title}: ${caption(zoomed)}`}
            title={t('artwork.record.condition.photoTitle', { caption: caption(zoomed) })}
            onClose={() => setZoomed(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

function ProvenancePanel({
  record,
  artwork,
  onEdition,
}: {
  record: ArtworkConditionHistoryDto;
  artwork: Artwork;
  onEdition: (editionNumber: number) => void;
}) {
  const { t } = useTranslation('works');
  const language = useLanguage();
  const multiple = artwork.edition_type === 'edition' && artwork.edition_size > 1;
  return (
    <div>
      {multiple && record.edition && (
        <label className={styles.edition}>
          <span>{t('artwork.record.provenance.edition')}</span>
          <select
            value={record.edition.edition_number}
            onChange={(event) => onEdition(Number(event.target.value))}
          >
            {Array.from({ length: artwork.edition_size }, (_, i) => i + 1).map((number) => (
              <option key={number} value={number}>
                {t('artwork.record.provenance.editionOption', {
                  number,
                  size: artwork.edition_size,
                })}
              </option>
            ))}
          </select>
        </label>
      )}
      {record.provenance.length === 0 ? (
        <p className={styles.muted}>{t('artwork.record.provenance.empty')}</p>
      ) : (
        <ol className={styles.timeline} data-testid="provenance-list">
          {record.provenance.map((entry) => (
            <li key={entry.id}>
              <span className={styles.date}>{formatDate(entry.occurred_at, language)}</span>
              <span className={styles.kind}>{t(`artwork.record.kinds.${entry.kind}`)}</span>
              <span>
                {entry.party ?? entry.institution?.name ?? entry.exhibition?.title ?? ''}
                {entry.note && <span className={styles.muted}> · {entry.note}</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function CertificatePanel({ record }: { record: ArtworkConditionHistoryDto }) {
  const { t } = useTranslation('works');
  const language = useLanguage();
  const certificate = record.certificate;
  if (!certificate) {
    return <p className={styles.muted}>{t('artwork.record.certificate.noneBody')}</p>;
  }
  return (
    <div className={styles.certificate}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('artwork.record.certificate.number')}</dt>
          <dd>{certificate.certificate_number}</dd>
        </div>
        <div>
          <dt>{t('artwork.record.certificate.issued')}</dt>
          <dd>{formatDate(certificate.issued_at, language)}</dd>
        </div>
      </dl>
      <p className={styles.checked}>
        {certificate.status === 'intact'
          ? t('artwork.record.certificate.intact', { count: certificate.entries })
          : t('artwork.record.certificate.broken')}
      </p>
      <p className={styles.links}>
        <Link href={certificate.certificate_path} prefetch={false}>
          {t('artwork.record.certificate.view')}
        </Link>
        {certificate.verify_path && (
          <Link href={certificate.verify_path} prefetch={false} data-testid="certificate-verify">
            {t('artwork.record.certificate.verify')}
          </Link>
        )}
      </p>
    </div>
  );
}

function EntryList({ entries }: { entries: ArtworkHistoryEntryDto[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className={styles.entries}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <span className={styles.date}>{entry.year ?? ''}</span>
          <span>{entry.text}</span>
        </li>
      ))}
    </ul>
  );
}
