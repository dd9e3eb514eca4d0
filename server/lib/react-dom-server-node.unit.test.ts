import { createRequire } from 'node:module';
import type * as React from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  EDGE_ENTRY,
  NODE_ENTRY,
  reactDomServerRequest,
  renderPagesWithNodeReactDomServer,
} from './react-dom-server-node';

const requireHere = createRequire(import.meta.url);

describe('pages render with React’s Node.js server build (ADR 0024)', () => {
  it('asks for the Node.js build where the edge build is asked for, and leaves the rest', () => {
    expect(reactDomServerRequest(EDGE_ENTRY)).toBe(NODE_ENTRY);
    expect(reactDomServerRequest('react-dom/server.browser')).toBe('react-dom/server.browser');
    expect(reactDomServerRequest('react')).toBe('react');
  });

  it('makes a require of the edge entry load the Node.js build', () => {
    renderPagesWithNodeReactDomServer();
    renderPagesWithNodeReactDomServer(); // twice is harmless
    expect(requireHere.resolve(EDGE_ENTRY)).toBe(requireHere.resolve(NODE_ENTRY));
  });

  it('relies on a Node.js build that renders to a web stream, as Next calls it', async () => {
    const server = requireHere(NODE_ENTRY) as typeof ReactDomServer;
    const { createElement } = requireHere('react') as typeof React;
    const stream = await server.renderToReadableStream(
      createElement('p', { title: '그림 & "art"' }, '작품 ', 'one'),
    );
    const html = await new Response(stream).text();
    expect(html).toBe('<p title="그림 &amp; &quot;art&quot;">작품 <!-- -->one</p>');
  });
});
