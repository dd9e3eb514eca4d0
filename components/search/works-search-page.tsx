// /works-search?q= (rules §2, issue 7): the natural-language search box, the loading line
// "AI is searching for the '{query}'" with animated dots, what the query was understood as
// (removable chips: a filter narrows, a preference favours), "did you mean", the results as the
// marketplace's cards with "Show more", and suggestions when nothing matches.
import clsx from 'clsx';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { SearchBar } from '@/components/layout/header/search-bar';
import { ArtworkGrid } from '@/components/catalogue/artwork-grid';
import { Button } from '@/components/ui/button/button';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import Link from 'next/link';
import { SeoHead } from '@/components/seo/seo-head';
import { useTranslation } from 'next-i18next/pages';
import { useAiSearchPage } from '@/api/ai-search/search-artworks';
import {
  SEARCH_PAGE_SIZE,
  searchQueryToSend,
  type AiSearchResultDto,
  type RelaxedDto,
  type UnderstoodPieceDto,
} from '@/schemas/ai-search';
import { LoadingLine } from './loading-line';
import { hrefWithout, queryFromUrl, worksSearchHref } from './search-query';
import styles from './works-search-page.module.scss';

const EXAMPLES = ['calm', 'blue', 'bedroom', 'photo', 'canvas', 'korean'] as const;

function Examples() {
  const { t } = useTranslation('search');
  return (
    <div className={styles.examples}>
      <p className={styles.examplesLabel}>{t('examples.label')}</p>
      <ul className={styles.exampleList}>
        {EXAMPLES.map((key) => (
          <li key={key}>
            <Link href={worksSearchHref(t(`examples.${key}`))} shallow className={styles.example}>
              {t(`examples.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Understood({ q, result }: { q: string; result: AiSearchResultDto }) {
  const { t } = useTranslation('search');
  const { pieces, implied_boosts: implied } = result.understood;
  if (!pieces.length) return null;
  return (
    <section className={styles.understood} aria-labelledby="search-understood">
      <h2 id="search-understood" className={styles.understoodLabel}>
        {t('understood.label')}
      </h2>
      <ul className={styles.chips}>
        {pieces.map((piece: UnderstoodPieceDto) => (
          <li key={`${piece.slot}-${piece.span[0]}`}>
            <Link
              href={hrefWithout(q, piece.span)}
              shallow
              className={clsx(styles.chip, piece.kind === 'filter' ? styles.filter : styles.boost)}
              aria-label={t('understood.remove', { label: piece.label })}
              data-slot={piece.slot}
            >
              <span className={styles.chipKind}>{t(`understood.${piece.kind}`)}</span>
              <span>{piece.label}</span>
              <CloseIcon size={14} />
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.legend}>
        {t('understood.legend')}
        {implied.length > 0 && (
          <>
            {' '}
            {t('understood.implied', { boosts: implied.map((boost) => boost.label).join(', ') })}
          </>
        )}
      </p>
    </section>
  );
}

/**
 * Nothing matched: what was loosened to show the nearest works, in the page's language (issue 21,
 * rules §4.58). `rest`: the query keeps something besides what was loosened.
 */
function RelaxedNotice({ relaxed, rest }: { relaxed: RelaxedDto; rest: boolean }) {
  const { t } = useTranslation('search');
  const from = relaxed.from.join(', ');
  const message =
    relaxed.slot === 'not_on_sale'
      ? t('relaxed.notOnSale')
      : relaxed.slot === 'keywords'
        ? t(rest ? 'relaxed.keywords' : 'relaxed.popular', { from })
        : relaxed.action === 'widened'
          ? t('relaxed.widened', { from, to: relaxed.to ?? '' })
          : t('relaxed.dropped', { from });
  return (
    <p className={styles.relaxed} role="status" data-testid="search-relaxed">
      {message}
    </p>
  );
}

function ResultsPage({ q, offset }: { q: string; offset: number }) {
  const page = useAiSearchPage(q, SEARCH_PAGE_SIZE, offset);
  if (!page.data) return null;
  return <ArtworkGrid artworks={page.data.artworks} />;
}

export function WorksSearchPage() {
  const { t } = useTranslation('search');
  const router = useRouter();
  const q = queryFromUrl(router.query.q);
  const sent = searchQueryToSend(q);
  const first = useAiSearchPage(q, SEARCH_PAGE_SIZE, 0);
  // "Show more" pages, per query: a new search starts again from the first page.
  const [more, setMore] = useState<{ q: string; pages: number }>({ q, pages: 1 });
  const pages = more.q === q ? more.pages : 1;
  const result = first.data;
  const shownQuery = sent ?? '';
  const loading = !result && !first.error;

  return (
    <>
      <SeoHead
        title={shownQuery ? t('meta.titleWithQuery', { query: shownQuery }) : t('meta.title')}
        description={t('meta.description')}
        path="/works-search"
        // A search's results are not a page of their own in search engines.
        noindex={Boolean(q)}
      />
      <div className={styles.page}>
        <header className={styles.intro}>
          <h1 className={styles.heading}>{t('heading')}</h1>
          <p className={styles.lede}>{t('lede')}</p>
          <SearchBar className={styles.search} />
        </header>

        {!sent && (
          <section className={styles.start}>
            <h2 className={styles.startTitle}>{t('start.title')}</h2>
            <p className={styles.startText}>{t('start.text')}</p>
            <Examples />
          </section>
        )}

        {sent && loading && <LoadingLine query={sent} />}
        {sent && first.error && (
          <p className={styles.notice} role="alert">
            {t('error')}
          </p>
        )}

        {sent && result && (
          <>
            {result.corrected && (
              <p className={styles.notice}>{t('corrected', { query: result.corrected })}</p>
            )}
            <Understood q={q} result={result} />
            {result.did_you_mean && (
              <p className={styles.notice}>
                {t('didYouMean')}{' '}
                <Link href={worksSearchHref(result.did_you_mean)} shallow className={styles.inline}>
                  {result.did_you_mean}
                </Link>
              </p>
            )}
            {result.relaxed && result.count > 0 && (
              <RelaxedNotice relaxed={result.relaxed} rest={result.understood.pieces.length > 0} />
            )}
            {result.count > 0 ? (
              <section aria-labelledby="search-results" className={styles.results}>
                <div className={styles.resultsHead}>
                  <h2 id="search-results" className={styles.resultsTitle}>
                    {t('results')}
                  </h2>
                  <p className={styles.count} aria-live="polite">
                    {t(result.count_is_estimate ? 'countAtLeast' : 'count', {
                      count: result.count,
                    })}
                  </p>
                </div>
                <ArtworkGrid artworks={result.artworks} />
                {Array.from({ length: pages - 1 }, (_, index) => (
                  <div key={index} className={styles.nextPage}>
                    <ResultsPage q={q} offset={(index + 1) * SEARCH_PAGE_SIZE} />
                  </div>
                ))}
                {pages * SEARCH_PAGE_SIZE < result.count && (
                  <div className={styles.moreRow}>
                    <Button variant="secondary" onClick={() => setMore({ q, pages: pages + 1 })}>
                      {t('more')}
                    </Button>
                  </div>
                )}
              </section>
            ) : (
              <section className={styles.empty} aria-labelledby="search-empty">
                <h2 id="search-empty" className={styles.startTitle}>
                  {t('empty.title')}
                </h2>
                <p className={styles.startText}>{t('empty.text')}</p>
                {result.understood.pieces.length > 0 && (
                  <ul className={styles.exampleList}>
                    {result.understood.pieces.map((piece) => (
                      <li key={`${piece.slot}-${piece.span[0]}`}>
                        <Link href={hrefWithout(q, piece.span)} shallow className={styles.example}>
                          {t('empty.without', { label: piece.label })}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
                <Examples />
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}
