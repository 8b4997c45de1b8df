/**
 * The Toss-compatible stand-in on its own port (issue 11 point 4): a development tool for a setup where one or several
 * app instances talk to a separate "Toss" over HTTP, as they would in production. It serves the stand-in's API
 * (`/v1/*`) as well as its browser part, with keys made at random for this run (never constant ones): it prints them
 * with the variables to give each app instance.
 *   TOSS_STANDIN_PORT=4010 npx tsx scripts/toss-standin.ts
 *   TOSS_CLIENT_KEY=<printed> TOSS_SECRET_KEY=<printed> TOSS_API_URL=http://localhost:4010 \
 *   TOSS_SDK_URL=http://localhost:4010/v2/standard npm start
 * (Outside production, without any TOSS_* variable, the app uses the same stand-in in process and serves its browser
 * part itself under /toss-standin.)
 */
import { createServer } from 'node:http';
import { standinKeys } from '../server/core/env';
import { TossStandin } from '../server/features/store/toss-standin';
import { standinHttp } from '../server/features/store/toss-standin-routes';

const port = Number(process.env.TOSS_STANDIN_PORT ?? 4010);
const origin = `http://localhost:${port}`;
const keys = standinKeys();
const standin = new TossStandin({ ...keys, receiptBase: origin });

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
server.listen(port, () => {
  console.log(`토스페이먼츠 호환 결제 서버: ${origin} (SDK: /v2/standard). 이 실행의 키로 앱을 띄우세요:`);
  console.log(`TOSS_CLIENT_KEY=${keys.clientKey} TOSS_SECRET_KEY=${keys.secretKey} TOSS_API_URL=${origin} TOSS_SDK_URL=${origin}/v2/standard`);
});
