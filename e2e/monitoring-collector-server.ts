// The local collector of the monitoring journey (ADR 0028), started by playwright.config.ts beside
// the app: the app under test sends Amplitude events and Sentry reports here (its
// AMPLITUDE_SERVER_URL and SENTRY_DSN), and the spec reads what arrived from GET /collected.
import http from 'node:http';
import { COLLECTOR_PORT } from './monitoring-config';

interface Collected {
  at: string;
  method: string;
  path: string;
  body: string;
}

const collected: Collected[] = [];

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': '*',
};

const server = http.createServer((req, res) => {
  const path = req.url ?? '/';
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  if (path === '/collected' && req.method === 'GET') {
    res.writeHead(200, { ...cors, 'content-type': 'application/json' });
    res.end(JSON.stringify(collected));
    return;
  }
  if (path === '/collected' && req.method === 'DELETE') {
    collected.length = 0;
    res.writeHead(204, cors).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    collected.push({
      at: new Date().toISOString(),
      method: req.method ?? 'GET',
      path,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    // What Amplitude's HTTP API and Sentry's envelope endpoint answer on success.
    res.writeHead(200, { ...cors, 'content-type': 'application/json' });
    res.end(path.startsWith('/2/httpapi') ? '{"code":200,"events_ingested":1}' : '{}');
  });
});

server.listen(COLLECTOR_PORT, '127.0.0.1', () => {
  console.log(`monitoring collector at http://127.0.0.1:${COLLECTOR_PORT}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
