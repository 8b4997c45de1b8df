/**
 * Runs the local stand-in of the KASI special-day service (server/features/staff/kasi-standin.ts) for trying
 * the work calendar without network or a data.go.kr key:
 *
 *   npx tsx scripts/kasi-standin.ts [--port 8089] [--key demo-key] [--extra 2026-12-24:임시공휴일 ...]
 *
 * then start the server with the printed variables, e.g.
 *
 *   HOLIDAY_API_KEY=demo-key HOLIDAY_API_URL=http://127.0.0.1:8089/B090041/openapi/service/SpcdeInfoService npm run dev:server
 *
 * Each `--extra DATE:NAME` adds a holiday to the offline table it serves (a temporary holiday declared late);
 * the calendar then shows it with the KASI mark. Ctrl-C stops it.
 */
import { startKasiStandin, type ExtraDay } from '../server/features/staff/kasi-standin';

/** The values of one option, e.g. every `--extra`. */
function option(name: string): string[] {
  const args = process.argv.slice(2);
  return args.flatMap((arg, i) => (arg === `--${name}` && args[i + 1] !== undefined ? [args[i + 1]] : []));
}

const port = Number(option('port')[0] ?? process.env.PORT ?? 8089);
const key = option('key')[0] ?? process.env.HOLIDAY_API_KEY ?? 'demo-key';
const extra: ExtraDay[] = option('extra').map((text) => {
  const [date, ...name] = text.split(':');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !name.join(':')) throw new Error(`--extra는 YYYY-MM-DD:이름 형식입니다: ${text}`);
  return { date, name: name.join(':') };
});

const standin = await startKasiStandin({ key, extra, port });
console.log(`KASI 특일 정보 대역 서버: ${standin.url}`);
console.log(`HOLIDAY_API_KEY=${key} HOLIDAY_API_URL=${standin.url}`);
const stop = () => void standin.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
