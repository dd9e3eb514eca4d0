// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { NATIVE_MESSAGE_TYPE, notifyNativeApp } from './native-bridge';

type Bridged = Window & {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers: { artmarket: { postMessage(message: unknown): void } } };
};

describe('the native app bridge (rules §8)', () => {
  afterEach(() => {
    delete (window as Bridged).ReactNativeWebView;
    delete (window as Bridged).webkit;
  });

  it('posts the error page to the React Native web view and the iOS handler', () => {
    const posted: unknown[] = [];
    (window as Bridged).ReactNativeWebView = { postMessage: (m) => posted.push(JSON.parse(m)) };
    (window as Bridged).webkit = {
      messageHandlers: { artmarket: { postMessage: (m) => posted.push(m) } },
    };
    notifyNativeApp({ status: 404, path: '/work/x', message: 'Page is not found' });
    const message = {
      type: NATIVE_MESSAGE_TYPE,
      status: 404,
      path: '/work/x',
      message: 'Page is not found',
    };
    expect(posted).toEqual([message, message]);
  });

  it('does nothing in an ordinary tab, and survives a broken bridge', () => {
    expect(() => notifyNativeApp({ status: 500, path: '/', message: 'x' })).not.toThrow();
    (window as Bridged).ReactNativeWebView = {
      postMessage: () => {
        throw new Error('gone');
      },
    };
    expect(() => notifyNativeApp({ status: 500, path: '/', message: 'x' })).not.toThrow();
  });
});
