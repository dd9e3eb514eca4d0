import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-paths';

describe('the one process routes', () => {
  it('sends /v3, /v2, /ai, /media and health checks to the API', () => {
    for (const url of [
      '/v3/store/faq',
      '/v2/store/resell',
      '/ai/api/v1/search',
      '/media/a.jpg',
      '/healthz',
      '/readyz?full=1',
    ]) {
      expect(isApiPath(url)).toBe(true);
    }
  });

  it('sends pages, locale prefixes and Next assets to Next', () => {
    for (const url of [
      '/',
      '/ko',
      '/en/works',
      '/v3',
      '/v3x/a',
      '/_next/static/x.js',
      '/media',
      '/works?q=/v3/',
    ]) {
      expect(isApiPath(url)).toBe(false);
    }
  });
});
