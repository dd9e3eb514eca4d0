// Device class by user agent (rules §4 "Mobile is detected by user agent"). Imports nothing, so
// both middleware.ts (edge) and the page loaders can use it.

const MOBILE_UA =
  /Android.+Mobile|iPhone|iPod|iPad|Windows Phone|IEMobile|BlackBerry|Opera Mini|Mobile Safari|webOS|KAKAOTALK|\bLine\//i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && MOBILE_UA.test(userAgent);
}
