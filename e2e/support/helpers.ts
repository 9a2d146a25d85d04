import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import type { StoredMail } from './smtp-sink';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
/**
 * Screenshots are for people to look at; CI keeps none, so it takes none (E2E_SCREENSHOTS=off,
 * set by scripts/test-all.sh on CI). Every check made around them still runs.
 */
const takeScreenshots = process.env.E2E_SCREENSHOTS !== 'off';

export const siteUrl = (): string => {
  const url = process.env.E2E_SITE_URL;
  if (!url) throw new Error('E2E_SITE_URL is not set: run through e2e/playwright.config.ts');
  return url;
};

let unique = 0;
/** An e-mail address no other test run uses. */
export function newEmail(who: string): string {
  unique += 1;
  return `${who}.${Date.now().toString(36)}${unique}@example.test`;
}

/** Waits for the e-mail to `to` whose subject matches, sent after `since`. */
export async function waitForMail(to: string, subject: RegExp, since = 0): Promise<StoredMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const file of fs.readdirSync(dir).sort()) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as StoredMail;
      if (
        mail.receivedAt >= since &&
        mail.to.includes(to.toLowerCase()) &&
        subject.test(mail.subject)
      ) {
        return mail;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${to} matching ${subject} arrived`);
}

/** The first link in a mail that starts with `prefix`. */
export function linkIn(mail: StoredMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`${escaped}[^\\s"'<>)]*`).exec(`${mail.text}\n${mail.html}`);
  if (!found) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`);
  return found[0];
}

/** axe-core on the current screen: no serious or critical violations. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Only violations are read: axe then skips building selectors for everything that passed.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const bad = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    bad.map(
      (violation) =>
        `${screen}: ${violation.id} — ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
    ),
  ).toEqual([]);
}

/**
 * Checks the screen with axe and writes screenshots at 390 px and 1280 px, in the light theme
 * (`name-390.png`) and then in the dark one (`name-dark-390.png`), then restores the viewport
 * and the light system theme. The theme comes from the emulated system setting: the path a
 * visitor who never touched the theme button takes. Also asserts there is no sideways
 * scrolling at either width.
 */
export async function captureScreen(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const colorScheme of ['light', 'dark'] as const) {
    const label = colorScheme === 'light' ? name : `${name}-dark`;
    await page.emulateMedia({ colorScheme });
    // Buttons ease their colours over 120 ms: let them settle before axe measures contrast.
    if (colorScheme === 'dark') await page.waitForTimeout(200);
    await expectAccessible(page, label);
    await shootWidths(page, label);
    await page.setViewportSize(original);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForTimeout(200);
}

/** Screenshots at 390 px and 1280 px in the light theme only (`name-390.png`), no sideways scroll. */
export async function screenshotAt(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  await shootWidths(page, name);
  await page.setViewportSize(original);
}

/** `name-390.png` and `name-1280.png`, full page, after checking neither width scrolls sideways. */
async function shootWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(60);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    if (takeScreenshots) {
      await page.screenshot({
        path: path.join(screenshotDir, `${name}-${width}.png`),
        fullPage: true,
      });
    }
  }
}

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
  id: string;
}

/**
 * Registers through the API (the UI flow is tested once in auth.spec.ts) and, unless told
 * otherwise, follows the verification link mailed to the address, as its owner would.
 */
export async function registerByApi(
  request: APIRequestContext,
  name: string,
  { verified = true } = {},
): Promise<Account> {
  const email = newEmail(name.toLowerCase().split(' ')[0] ?? 'user');
  const password = 'secret-pass-1';
  const since = Date.now();
  const response = await request.post('/api/auth/register', { data: { name, email, password } });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string; user: { id: string } };
  if (verified) {
    const mail = await waitForMail(email, /confirm/i, since);
    const link = linkIn(mail, `${process.env.E2E_BASE_URL}/verify-email/`);
    const token = decodeURIComponent(link.split('/verify-email/')[1] ?? '');
    const verify = await request.post('/api/auth/verify-email', { data: { token } });
    expect(verify.status()).toBe(200);
  }
  return { name, email, password, token: body.token, id: body.user.id };
}

export async function signIn(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A desktop browser of `who`'s own (a context of its own), signed in at `baseURL`. */
export async function browserOf(browser: Browser, who: Account, baseURL?: string) {
  const context = await browser.newContext({
    baseURL: baseURL ?? process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signIn(page, who);
  return { context, page };
}
