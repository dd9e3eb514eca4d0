// What the document's head sets before the first paint (an inline script, pages/_document.tsx,
// whose hash the content security policy allows: server/http/security-headers.ts), so that
// nothing React does at hydration has to restyle the whole page:
// - `--vh`, 1% of the real viewport height (rules §9; hooks/use-viewport-height keeps it current);
// - the web-view class, when this visit is a web view (the session cookie middleware.ts sets from
//   `hideHeaderFooter=true`): a page prerendered with the site's chrome (404, 500) hides it before
//   it paints, not only once React has read the cookie (styles/globals.scss);
// - when Pretendard's Hangul and symbol slices join the font stacks (ADR 0036): once the page has
//   loaded and painted on a first visit, so the first screen never waits for them;
//   at once on later pages of the visit, when they are in the browser's cache.

/** The class on <html> that puts 'Pretendard Variable Extra' in the stacks (styles/tokens.css). */
export const FONTS_EXTRA_CLASS = 'fonts-extra';

/** Marks, for the rest of the visit, that the extra slices have been asked for once. */
export const FONTS_EXTRA_KEY = 'artmarket.fonts-extra';

/** rules §2: a visit that opened with `hideHeaderFooter=true` stays a web view (session cookie). */
export const WEB_VIEW_COOKIE = 'web_view';

/** The class on <html> of a web-view visit. */
export const WEB_VIEW_CLASS = 'web-view';

const cls = JSON.stringify(FONTS_EXTRA_CLASS);
const webView = `/(?:^|;\\s*)${WEB_VIEW_COOKIE}=/`;
const key = JSON.stringify(FONTS_EXTRA_KEY);

/** The inline script's source (ES5, no dependencies; storage may be unavailable). */
export const firstPaintScript =
  `(function(){var d=document.documentElement;` +
  `d.style.setProperty('--vh',window.innerHeight*0.01+'px');` +
  `if(${webView}.test(document.cookie))d.classList.add(${JSON.stringify(WEB_VIEW_CLASS)});` +
  `function on(){d.classList.add(${cls});try{sessionStorage.setItem(${key},'1')}catch(e){}}` +
  `try{if(sessionStorage.getItem(${key})){on();return}}catch(e){}` +
  // After the first contentful paint has been reported (or at once where the browser cannot
  // tell), and never later than 3 s after load (a hidden tab paints nothing).
  `function painted(cb){var t=setTimeout(cb,3000),f=function(){clearTimeout(t);cb()};` +
  `try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();f()}});` +
  `o.observe({type:'paint',buffered:true})}catch(e){f()}}` +
  `function go(){painted(function(){setTimeout(on,0)})}` +
  `if(document.readyState==='complete')go();else addEventListener('load',go)})()`;
