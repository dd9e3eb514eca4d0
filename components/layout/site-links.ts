// Fixed destinations the header and footer link to.
const searchPage = '/works-search';

export const siteLinks = {
  home: '/',
  works: '/works',
  worksByCategory: (handle: string) => `/works?group_handle=${encodeURIComponent(handle)}`,
  searchPage,
  worksSearch: (q: string) => `${searchPage}?q=${encodeURIComponent(q)}`,
  exhibitionList: '/exhibition-list',
  exhibition: (handle: string) => `/exhibitions/${encodeURIComponent(handle)}`,
  exhibitionHighlight: (handle: string) => `/exhibition-detail/${encodeURIComponent(handle)}`,
  onView: '/xronview',
  artists: '/artists',
  artist: (handle: string) => `/artist?handle=${encodeURIComponent(handle)}`,
  galleries: '/galleries',
  gallery: (handle: string) => `/gallery/${encodeURIComponent(handle)}`,
  fair: (token: string) => `/${encodeURIComponent(token)}`,
  about: '/about',
  faq: '/faq',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  /** Buyer protection and returns (rules §4.67, ADR 0078). */
  buyerProtection: '/buyer-protection',
  signIn: '/sign-in',
  /** Sign-in that comes back to `path` afterwards (rules §2 'before'). */
  signInBefore: (path: string) => `/sign-in?before=${encodeURIComponent(path)}`,
  signUp: '/sign-up',
  myPage: {
    info: '/my-page/info',
    history: '/my-page/history',
    coupons: '/my-page/coupons',
    offer: '/my-page/offer',
    inquiries: '/my-page/inquiries',
    following: '/my-page/following',
    wishList: '/my-page/wish-list',
    works: '/my-page/works',
    membership: '/my-page/membership',
  },
  /** A conversation about a work, as the e-mails link it (My page › Messages). */
  inquiry: (inquiryId: string) => `/my-page/inquiries?id=${encodeURIComponent(inquiryId)}`,
  instagram: 'https://www.instagram.com/artmarket.gallery/',
} as const;
