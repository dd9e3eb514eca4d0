// What the document's head sets before the first paint (an inline script, pages/_document.tsx),
// so that nothing React does at hydration has to restyle the whole page:
// - `--vh`, 1% of the real viewport height (SPEC §9; hooks/use-viewport-height keeps it current);
// - when Pretendard's Hangul and symbol slices join the font stacks (ADR 0036): after the page has
//   loaded on a first visit, so the first screen is laid out and painted without waiting for them;
//   at once on later pages of the visit, when they are in the browser's cache.

/** The class on <html> that puts 'Pretendard Variable Extra' in the stacks (styles/tokens.css). */
export const FONTS_EXTRA_CLASS = 'fonts-extra';

/** Marks, for the rest of the visit, that the extra slices have been asked for once. */
export const FONTS_EXTRA_KEY = 'artmarket.fonts-extra';

const cls = JSON.stringify(FONTS_EXTRA_CLASS);
const key = JSON.stringify(FONTS_EXTRA_KEY);

/** The inline script's source (ES5, no dependencies; storage may be unavailable). */
export const firstPaintScript =
  `(function(){var d=document.documentElement;` +
  `d.style.setProperty('--vh',window.innerHeight*0.01+'px');` +
  `function on(){d.classList.add(${cls});try{sessionStorage.setItem(${key},'1')}catch(e){}}` +
  `try{if(sessionStorage.getItem(${key})){on();return}}catch(e){}` +
  `if(document.readyState==='complete')on();else addEventListener('load',function(){setTimeout(on,0)})})()`;
