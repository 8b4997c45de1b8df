/**
 * A local stand-in of the KASI special-day service (SpcdeInfoService), for tests and for trying the calendar
 * without network: `GET <url>/getRestDeInfo?solYear=YYYY&solMonth=MM&ServiceKey=KEY&_type=json` answers as the
 * real service documents it: `{ response: { header: { resultCode, resultMsg }, body: { items: { item },
 * numOfRows, pageNo, totalCount } } }` with resultCode '00' on success, `items` '' when the month has no holiday,
 * one object for one and an array for more, `locdate` as a YYYYMMDD number and KASI's own names ("1월1일",
 * "대체공휴일"). A wrong ServiceKey answers resultCode '30' (SERVICE_KEY_IS_NOT_REGISTERED_ERROR), bad
 * parameters '10'. It serves the offline table plus the `extra` days it is given, which play the temporary
 * holidays declared late. scripts/kasi-standin.ts runs it on a port.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { holidaysOf } from '../../../src/features/staff/holidays.rules';

/** The path of the real service under its host, kept so that the stand-in's URL looks like HOLIDAY_API_URL's default. */
export const KASI_BASE_PATH = '/B090041/openapi/service/SpcdeInfoService';

/** A day the stand-in adds to the offline table (a temporary holiday, an election day). */
export interface ExtraDay {
  date: string;
  name: string;
  /** 'Y' (default) for a holiday; 'N' for a special day that is not one. */
  isHoliday?: 'Y' | 'N';
}

export interface KasiStandin {
  /** The base to set as HOLIDAY_API_URL. */
  url: string;
  /** How many getRestDeInfo requests it has answered (to see the client's cache at work). */
  requests: () => number;
  close: () => Promise<void>;
}

const header = (resultCode: string, resultMsg: string) => ({ resultCode, resultMsg });

/** KASI's name of a day of the offline table. */
const kasiName = (name: string, substitute: boolean) => (substitute ? '대체공휴일' : name === '신정' ? '1월1일' : name);

/** The items of a month in KASI's shape. */
function monthItems(year: number, month: number, extra: ExtraDay[]) {
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  const days = [
    ...holidaysOf(year).map((h) => ({ date: h.date, name: kasiName(h.name, h.substitute), isHoliday: 'Y' })),
    ...extra.map((d) => ({ date: d.date, name: d.name, isHoliday: d.isHoliday ?? 'Y' })),
  ]
    .filter((d) => d.date.startsWith(prefix))
    .sort((a, b) => a.date.localeCompare(b.date));
  return days.map((d, i) => ({ dateKind: '01', dateName: d.name, isHoliday: d.isHoliday, locdate: Number(d.date.replaceAll('-', '')), seq: i + 1 }));
}

/** Starts the stand-in on `port` (0: any free port) of 127.0.0.1, accepting `key` as the only ServiceKey. */
export function startKasiStandin({ key, extra = [], port = 0, host = '127.0.0.1' }: { key: string; extra?: ExtraDay[]; port?: number; host?: string }): Promise<KasiStandin> {
  let requests = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || url.pathname !== `${KASI_BASE_PATH}/getRestDeInfo`) return send(404, { response: { header: header('04', 'HTTP_ERROR') } });
    requests += 1;
    if (url.searchParams.get('ServiceKey') !== key) return send(200, { response: { header: header('30', 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR') } });
    const year = Number(url.searchParams.get('solYear'));
    const month = Number(url.searchParams.get('solMonth'));
    if (!/^\d{4}$/.test(url.searchParams.get('solYear') ?? '') || !/^\d{2}$/.test(url.searchParams.get('solMonth') ?? '') || month < 1 || month > 12) {
      return send(200, { response: { header: header('10', 'INVALID_REQUEST_PARAMETER_ERROR') } });
    }
    const items = monthItems(year, month, extra);
    const numOfRows = Number(url.searchParams.get('numOfRows') ?? 10) || 10;
    const shown = items.slice(0, numOfRows);
    send(200, {
      response: {
        header: header('00', 'NORMAL SERVICE.'),
        body: { items: shown.length === 0 ? '' : { item: shown.length === 1 ? shown[0] : shown }, numOfRows, pageNo: 1, totalCount: items.length },
      },
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${bound}${KASI_BASE_PATH}`,
        requests: () => requests,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
