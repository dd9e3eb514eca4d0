import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX_LENGTH, sameOriginPath } from './return-path';

const origin = 'https://art.example';

describe('return addresses taken from a URL (design §4 "Public origin")', () => {
  it.each([
    ['a path', '/my-page/info', '/my-page/info'],
    ['a path with query and fragment', '/work/blue?x=1#buy', '/work/blue?x=1#buy'],
    ['an encoded query', '/works?q=%ED%8C%90%ED%99%94', '/works?q=%ED%8C%90%ED%99%94'],
    [
      'a query naming another site',
      '/works?next=https%3A%2F%2Fevil.example',
      '/works?next=https%3A%2F%2Fevil.example',
    ],
    ['a full URL of this site, as its path', 'https://art.example/works?x=1#h', '/works?x=1#h'],
    ['a full URL of this site with its default port', 'https://art.example:443/x', '/x'],
    ['dot segments that stay on the site', '/a/b/../c', '/a/c'],
  ])('follows %s', (_, value, expected) => {
    expect(sameOriginPath(value, origin)).toBe(expected);
  });

  it.each([
    ['TAB after the slash', '/\t/evil.example/x'],
    ['LF after the slash', '/\n/evil.example/x'],
    ['CR after the slash', '/\r/evil.example/x'],
    ['TAB as %09', '/%09/evil.example/x'],
    ['LF as %0A', '/%0A/evil.example/x'],
    ['CR as %0D', '/%0d/evil.example/x'],
    ['a NUL byte', '/works\u0000'],
    ['DEL', '/works\u007f'],
    ['protocol-relative //', '//evil.example/x'],
    ['protocol-relative to this very host', '//art.example/x'],
    ['slash then backslash', '/\\evil.example'],
    ['backslash then slash', '\\/evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash encoded', '/%5C%5Cevil.example'],
    ['an encoded slash after the first', '/%2F/evil.example'],
    ['both slashes encoded', '%2F%2Fevil.example'],
    ['slashes encoded twice', '/%252F%252Fevil.example'],
    ['slashes encoded three times', '/%25252F%25252Fevil.example'],
    ['dot segments that end protocol-relative', '/..//evil.example'],
    ['dot segments through a page', '/works/../..//evil.example'],
    ['encoded dot segments', '/works%2F..%2F..%2F%2Fevil.example'],
    ['a leading space', ' /works'],
    ['a leading space before //', ' //evil.example'],
    ['a trailing space', '/works '],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['JavaScript: after a TAB', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a full URL of another site', 'https://evil.example/x'],
    ['http of this host (another origin)', 'http://art.example/x'],
    ['this host on another port', 'https://art.example:8443/x'],
    ['a look-alike host', 'https://art.example.evil.example/x'],
    ['credentials before the host', 'https://art.example@evil.example/x'],
    ['credentials of this host', 'https://user:pw@art.example/x'],
    ['scheme-relative https:', 'https:evil.example'],
    ['a bare word', 'works'],
    ['a query alone', '?x=1'],
    ['a percent sign that does not decode', '/works?q=100%'],
    ['an empty value', ''],
    ['a value too long', `/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`],
  ])('refuses %s', (_, value) => {
    expect(sameOriginPath(value, origin)).toBeNull();
  });

  it.each([undefined, null, 42, ['/works'], { path: '/works' }])(
    'refuses a non-string %j',
    (value) => {
      expect(sameOriginPath(value, origin)).toBeNull();
    },
  );

  it('takes paths only while the origin is unknown (a server render)', () => {
    expect(sameOriginPath('/works', null)).toBe('/works');
    expect(sameOriginPath('https://art.example/works', null)).toBeNull();
    expect(sameOriginPath('/%09/evil.example', undefined)).toBeNull();
  });
});
