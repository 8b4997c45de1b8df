/**
 * Starts the built app on a free port with a fresh data folder, and Chromium through playwright-core: Debian's
 * when it is installed, otherwise the one the npm package @sparticuz/chromium ships, so that `npm install &&
 * npm test` needs nothing installed by hand.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SERVER_NODE_FLAGS } from '../../server/core/node-flags';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'];

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningApp {
  url: string;
  stop: () => Promise<void>;
}

/** Runs dist/server/server.js (built by `npm run build`) on the embedded database, seeded with the demo data. */
export async function startBuiltApp(env: Record<string, string> = {}, dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-e2e-'))): Promise<RunningApp> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', SEED: 'always', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Where `apt-get install chromium` puts Debian's Chromium. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium to drive: CHROMIUM_PATH when set; Debian's when installed (unless E2E_CHROMIUM=npm, which tests
 * the fallback on a machine that has it); otherwise the headless Chromium inside the @sparticuz/chromium
 * package, unpacked once into the temporary folder.
 */
export async function chromiumExecutable(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  if (env.E2E_CHROMIUM !== 'npm' && existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

/** Headless Chromium (see chromiumExecutable). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
}

/** Fills the open question's form: content, the given choices, answer, difficulty, and a type category. */
export async function fillQuestion(page: Page, n: number, opts: { choices: number; level: boolean; type: boolean }) {
  const form = page.getByRole('form', { name: `${n}번 문항 입력` });
  await form.waitFor();
  await form.getByLabel('문항 내용').fill(`$x^${n} = ${n * 2}$일 때 $x$의 값은?`);
  for (let i = 1; i <= opts.choices; i++) await form.getByLabel(`선택지 ${i}`, { exact: true }).fill(String(i * n));
  await form.getByRole('radiogroup', { name: '정답' }).getByText('②').click();
  if (opts.level) await form.getByRole('radiogroup', { name: '난이도' }).getByText('중', { exact: true }).click();
  if (opts.type) {
    const tree = form.getByRole('tree');
    await tree.getByRole('treeitem').first().waitFor();
    await tree.getByRole('treeitem').first().click();
  }
}

/** Signs a staff account in at /admin/auth/login (demo password) and waits to leave the sign-in page. */
export async function signInStaff(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/auth/login`);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL((u) => !u.pathname.includes('/auth/login'));
}

/** Signs a customer in at /login (demo password) and waits for the page it was sent back to. */
export async function signInCustomer(page: Page, baseUrl: string, email: string, redirect: string): Promise<void> {
  await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((u) => u.pathname === redirect);
}
