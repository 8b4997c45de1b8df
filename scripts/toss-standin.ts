/**
 * The Toss-compatible stand-in on its own port (issue 11 point 4), for a setup where the app should talk to a
 * separate "Toss" over HTTP as it would in production:
 *   TOSS_STANDIN_PORT=4010 npx tsx scripts/toss-standin.ts
 *   TOSS_CLIENT_KEY=test_ck_standin TOSS_SECRET_KEY=test_sk_standin TOSS_API_URL=http://localhost:4010 \
 *   TOSS_SDK_URL=http://localhost:4010/v2/standard npm start
 * (Without any TOSS_* variable the app serves the same stand-in itself under /toss-standin.)
 */
import { createServer } from 'node:http';
import { TossStandin } from '../server/features/store/toss-standin';
import { standinHttp } from '../server/features/store/toss-standin-routes';

const port = Number(process.env.TOSS_STANDIN_PORT ?? 4010);
const standin = new TossStandin(process.env.TOSS_CLIENT_KEY ?? 'test_ck_standin', process.env.TOSS_SECRET_KEY ?? 'test_sk_standin');

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
    standinHttp(standin, '', req.method ?? 'GET', req.url ?? '/', headers, body).then(
      (r) => {
        res.writeHead(r.status, { 'content-type': r.type, 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
        res.end(r.payload);
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: String(error) }));
      },
    );
  });
});
server.listen(port, () => console.log(`토스페이먼츠 호환 결제 서버: http://localhost:${port} (SDK: /v2/standard)`));
