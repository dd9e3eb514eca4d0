// /admin/partner/exhibitions: the partner's galleries' exhibitions (read-only: operators edit
// exhibitions), each linking to its public page.
import { usePartnerExhibitions } from '@/api/admin/partner/get-exhibitions';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { AdminHead, AdminLayout } from './admin-layout';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';
import { formatDateRange } from '@/rules/business-time';

export function PartnerExhibitionsPage() {
  return <AdminLayout section="partnerExhibitions">{() => <PartnerExhibitions />}</AdminLayout>;
}

function PartnerExhibitions() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, error } = usePartnerExhibitions();
  return (
    <div className={shell.page}>
      <AdminHead title={t('partner.exhibitions.title')} lead={t('partner.exhibitions.lead')} />
      {error ? (
        <p className={shell.failed}>{t('failed')}</p>
      ) : !data ? (
        <Spinner label="" />
      ) : !data.exhibitions.length ? (
        <p className={shell.empty}>{t('partner.exhibitions.empty')}</p>
      ) : (
        <ul className={shell.rows}>
          {data.exhibitions.map((exhibition) => (
            <li
              key={exhibition.id}
              className={lists.catalogueRow}
              data-testid="partner-exhibition"
              data-state={exhibition.state}
            >
              <span className={shell.stack}>
                <span className={shell.strong}>{exhibition.title}</span>
                <Link href={`/exhibition-detail/${exhibition.handle}`} className={shell.muted}>
                  /exhibition-detail/{exhibition.handle}
                </Link>
              </span>
              <span className={shell.muted}>
                {formatDateRange(exhibition.starts_at, exhibition.ends_at, language)}
              </span>
              <span className={shell.badge}>
                {t(`partner.exhibitions.states.${exhibition.state}`)}
              </span>
              <span className={shell.muted}>
                {t(`partner.exhibitions.types.${exhibition.type}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
