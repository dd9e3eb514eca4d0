// The mobile app's web view listens for page errors (rules §8 "the native-app wrapper is
// notified"): one message, posted through whichever bridge the wrapper installed — React
// Native's WebView, a WKWebView message handler, an Android JavaScript interface — and to the
// parent window when the page is framed. Nothing happens in an ordinary browser tab.

export const NATIVE_MESSAGE_TYPE = 'artmarket:page-error';

export interface NativePageError {
  type: typeof NATIVE_MESSAGE_TYPE;
  /** HTTP-like status of the error page: 404, 500, or 0 for a render error. */
  status: number;
  path: string;
  message: string;
}

interface BridgeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { artmarket?: { postMessage(message: unknown): void } } };
  ArtmarketApp?: { postMessage(message: string): void };
}

export function notifyNativeApp(error: Omit<NativePageError, 'type'>): void {
  if (typeof window === 'undefined') return;
  const message: NativePageError = { type: NATIVE_MESSAGE_TYPE, ...error };
  const text = JSON.stringify(message);
  const bridges = window as unknown as BridgeWindow;
  try {
    bridges.ReactNativeWebView?.postMessage(text);
    bridges.webkit?.messageHandlers?.artmarket?.postMessage(message);
    bridges.ArtmarketApp?.postMessage(text);
    // Framed by the app's shell (or a test page): the parent receives a message event.
    if (window.parent !== window) window.parent.postMessage(message, '*');
  } catch {
    // A broken bridge must not break the error page.
  }
}
