// The baseline of the throughput benchmark: a bare node:http server answering the same JSON
// as the API's health route, with nothing else in the process.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok' });
const port = Number(process.env.PORT ?? 3301);
http
  .createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  })
  .listen(port, '127.0.0.1', () => console.log(`bare node:http on ${port}`));
