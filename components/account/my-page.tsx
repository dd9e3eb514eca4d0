// /my-page/[section]: the section the address names (rules §2.5 "info, history, offer, following,
// wish-list, works, coupons, membership", and the conversations about works, inquiries); the page
// file lists the ones built so far.
import { useRouter } from 'next/router';
import { OfferPage } from '@/components/bids/offer-page';
import { MembershipPage } from '@/components/membership/membership-page';
import { CouponsPage } from '@/components/orders/coupons-page';
import { OrderHistoryPage } from '@/components/orders/order-history-page';
import { MyInquiriesPage } from '@/components/inquiries/my-inquiries-page';
import { WorksPage } from '@/components/resale/works-page';
import { FollowingPage } from './following-page';
import { MyInfoPage } from './my-info-page';
import { WishListPage } from './wish-list-page';

export const myPageSections = {
  info: MyInfoPage,
  history: OrderHistoryPage,
  coupons: CouponsPage,
  offer: OfferPage,
  inquiries: MyInquiriesPage,
  works: WorksPage,
  'wish-list': WishListPage,
  following: FollowingPage,
  membership: MembershipPage,
} as const;

export type MyPageSection = keyof typeof myPageSections;

export function isMyPageSection(section: unknown): section is MyPageSection {
  return typeof section === 'string' && Object.hasOwn(myPageSections, section);
}

export function MyPage() {
  const { query } = useRouter();
  const Section = isMyPageSection(query.section) ? myPageSections[query.section] : MyInfoPage;
  return <Section />;
}
