// The breadcrumb of a work, an artist and an exhibition: where the page sits ("Works / Painting /
// Blue Field"), the last step being the page itself. The same steps are the page's schema.org
// BreadcrumbList, written here from the very list the visitor sees, so the two never differ.
import Head from 'next/head';
import Link from 'next/link';
import { breadcrumbListJsonLd, jsonForScript, type Crumb } from '@/components/seo/seo';
import { useSiteOrigin } from '@/components/seo/site-origin-context';
import { useLanguage } from '@/hooks/use-preferences';
import styles from './breadcrumbs.module.scss';

export function Breadcrumbs({
  crumbs,
  label,
  className,
}: {
  /** From the top down; the last is the page itself (not a link). */
  crumbs: Crumb[];
  /** The navigation's accessible name ("Breadcrumb", "이동 경로"). */
  label: string;
  className?: string;
}) {
  const origin = useSiteOrigin();
  const language = useLanguage();
  const last = crumbs.length - 1;
  return (
    <>
      {origin && (
        <Head>
          <script
            key="breadcrumb-list"
            type="application/ld+json"
            // Structured data, escaped by jsonForScript: `<` can never close the script.
            dangerouslySetInnerHTML={{
              __html: jsonForScript(breadcrumbListJsonLd(origin, crumbs, language)),
            }}
          />
        </Head>
      )}
      <nav className={[styles.crumbs, className].filter(Boolean).join(' ')} aria-label={label}>
        <ol>
          {crumbs.map((crumb, index) => (
            <li key={crumb.href}>
              {index < last ? (
                <Link href={crumb.href}>{crumb.name}</Link>
              ) : (
                <span aria-current="page">{crumb.name}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
