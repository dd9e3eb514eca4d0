// /admin/[[...path]]: the back office's screens by address.
import { useRouter } from 'next/router';
import { ErrorView } from '@/components/error/error-view';
import { AuditLogPage } from './audit-log-page';
import { CataloguePage } from './catalogue-page';
import { ContactDetailPage, ContactsPage } from './contacts-page';
import { CouponsPage } from './coupons-page';
import { CustomersPage } from './customers-page';
import { DashboardPage } from './dashboard-page';
import { EditorialPage, ExhibitionsPage, GalleriesPage } from './editorial-pages';
import { InquiriesPage, InquiryDetailPage } from './inquiries-page';
import { OrderDetailPage } from './order-detail-page';
import { OfferDetailPage, OffersPage } from './offers-page';
import { OrdersPage } from './orders-page';
import { PartnerArtworksPage } from './partner-artworks-page';
import { PartnerExhibitionsPage } from './partner-exhibitions-page';
import { PartnerHomePage } from './partner-home-page';
import { PartnerProfilePage } from './partner-profile-page';
import { PartnerSalesPage } from './partner-sales-page';
import { ResaleReviewPage } from './resale-review-page';
import { SettingsPage } from './settings-page';

const screens = {
  '': DashboardPage,
  orders: OrdersPage,
  'orders/*': OrderDetailPage,
  resale: ResaleReviewPage,
  catalogue: CataloguePage,
  customers: CustomersPage,
  settings: SettingsPage,
  offers: OffersPage,
  'offers/*': OfferDetailPage,
  audit: AuditLogPage,
  galleries: GalleriesPage,
  exhibitions: ExhibitionsPage,
  editorial: EditorialPage,
  coupons: CouponsPage,
  contacts: ContactsPage,
  'contacts/*': ContactDetailPage,
  inquiries: InquiriesPage,
  'inquiries/*': InquiryDetailPage,
  partner: PartnerHomePage,
  'partner/profile': PartnerProfilePage,
  'partner/artworks': PartnerArtworksPage,
  'partner/exhibitions': PartnerExhibitionsPage,
  'partner/sales': PartnerSalesPage,
} as const;

/** The sections whose items have a page of their own (/admin/<section>/<id>). */
const detailScreens = new Set(['orders', 'contacts', 'inquiries', 'offers']);

/** The screen of an /admin path (its parts after /admin); null when there is none. */
export function adminScreenOf(path: readonly string[]): keyof typeof screens | null {
  if (path.length === 0) return '';
  if (path.length === 1 && !path[0]!.endsWith('/*') && Object.hasOwn(screens, path[0]!)) {
    return path[0] as keyof typeof screens;
  }
  if (path.length === 2 && path[0] === 'partner' && Object.hasOwn(screens, path.join('/'))) {
    return path.join('/') as keyof typeof screens;
  }
  if (path.length === 2 && detailScreens.has(path[0]!) && /^[A-Za-z0-9_-]{1,200}$/.test(path[1]!)) {
    return `${path[0]}/*` as keyof typeof screens;
  }
  return null;
}

export function AdminApp() {
  const { query } = useRouter();
  const path = Array.isArray(query.path) ? query.path : query.path ? [query.path] : [];
  const screen = adminScreenOf(path);
  if (screen === null) return <ErrorView statusCode={404} />;
  const Screen = screens[screen];
  return <Screen />;
}
