import fs from 'node:fs';
import path from 'node:path';
import { emailField, isHttpUrl, REGISTRATION_MODES, type RegistrationMode } from '@wishlist/core';
import { readTracing, type TracingSettings } from './config-otel.js';
import { DEFAULT_IPV6_PREFIX } from './modules/rate-limit/address-group.js';

/** An optional path, made absolute against the working directory. */
function resolveOptional(value: string | undefined): string | undefined {
  const present = blankToUndefined(value);
  return present === undefined ? undefined : path.resolve(present);
}

/** Everything the server reads from the environment, read and validated here only. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  amazonUkTag: string;
  scrapeAllowPrivate: boolean;
  /** SCRAPE_RENDER=1: Quick Add renders pages whose HTML holds no product (Q2). */
  scrapeRender: boolean;
  /** The Chromium rendering runs (Debian's package; never a downloaded browser). */
  chromiumPath: string;
  authRateLimit: number;
  /** How many leading bits of an IPv6 client address one per-address limit counts together. */
  rateLimitIpv6Prefix: number;
  trustProxy: boolean;
  webDist: string | undefined;
  logLevel: string;
  /** Tests only: the instant the server's clock starts at (see clock.ts). */
  clockStart: Date | undefined;
  /** At most one digest of new items per list in this many minutes (N2). */
  notifyDigestMinutes: number;
  /** How many days before a list's event date its invitees get a reminder (N2). */
  reminderDays: number;
  /** How often each process looks for notifications to send. */
  notifyCheckSeconds: number;
  /** S2: sign-in with an OpenID Connect provider; undefined unless OIDC_* are set. */
  oidc: OidcSettings | undefined;
  /** S3: who may make an account (REGISTRATION, default `open`). */
  registration: RegistrationMode;
  /** Where the profile's "Contact support" writes to (SUPPORT_EMAIL); none by default. */
  supportEmail: string | undefined;
  /** Event streams one client address may hold open in one process (N1). */
  liveStreamsPerAddress: number;
  /** O2: the bearer token `GET /metrics` asks for; undefined: no metrics, and a 404 there. */
  metricsToken: string | undefined;
  /** O3: traces sent over OTLP; undefined unless an OTLP endpoint is set. */
  tracing: TracingSettings | undefined;
}

/** The OpenID Connect provider and this app's client there (S2). */
export interface OidcSettings {
  /** The issuer's URL, whose `/.well-known/openid-configuration` describes it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the sign-in button calls the provider (OIDC_NAME); the app's own words otherwise. */
  name: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

export const DEFAULT_AMAZON_UK_TAG = 'wishlist0c-21';
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

type Env = Record<string, string | undefined>;

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const portText = blankToUndefined(env.PORT) ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65535) {
    problems.push(`PORT: "${portText}" is not a port number (0-65535)`);
  }

  const databaseUrl = blankToUndefined(env.DATABASE_URL);
  if (databaseUrl !== undefined) {
    let ok = false;
    try {
      const url = new URL(databaseUrl);
      ok = url.protocol === 'postgres:' || url.protocol === 'postgresql:';
    } catch {
      ok = false;
    }
    if (!ok) problems.push('DATABASE_URL: must be a postgres://user:pass@host:port/db URL');
  }

  const smtpUrl = blankToUndefined(env.SMTP_URL);
  if (smtpUrl !== undefined) {
    let ok = false;
    try {
      ok = ['smtp:', 'smtps:'].includes(new URL(smtpUrl).protocol);
    } catch {
      ok = false;
    }
    if (!ok) problems.push('SMTP_URL: must be an smtp://user:pass@host:port or smtps:// URL');
  }

  const host = blankToUndefined(env.HOST) ?? '127.0.0.1';
  const appUrlText = blankToUndefined(env.APP_URL) ?? `http://localhost:${port}`;
  const appUrl = appUrlText.replace(/(?<!\/)\/+$/, '');
  if (env.APP_URL !== undefined && !isHttpUrl(appUrlText)) {
    problems.push(`APP_URL: "${appUrlText}" is not an http(s) URL`);
  }

  const rateText = blankToUndefined(env.AUTH_RATE_LIMIT) ?? '30';
  const authRateLimit = Number(rateText);
  if (!/^\d+$/.test(rateText) || authRateLimit < 1) {
    problems.push(`AUTH_RATE_LIMIT: "${rateText}" must be a whole number of at least 1`);
  }

  const jwtSecret = blankToUndefined(env.JWT_SECRET);
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    problems.push('JWT_SECRET: must be at least 32 characters long');
  }

  const clockText = blankToUndefined(env.CLOCK_START);
  const clockStart = clockText === undefined ? undefined : new Date(clockText);
  if (clockStart !== undefined && Number.isNaN(clockStart.getTime())) {
    problems.push(`CLOCK_START: "${clockText}" is not a date and time (2026-12-25T09:00:00Z)`);
  }

  const whole = (name: string, fallback: number, min: number, max: number): number => {
    const text = blankToUndefined(env[name]) ?? String(fallback);
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) {
      problems.push(`${name}: "${text}" must be a whole number from ${min} to ${max}`);
    }
    return value;
  };
  const notifyDigestMinutes = whole('NOTIFY_DIGEST_MINUTES', 60, 1, 10_080);
  const reminderDays = whole('REMINDER_DAYS', 7, 1, 60);
  const notifyCheckSeconds = whole('NOTIFY_CHECK_SECONDS', 30, 1, 3600);
  const rateLimitIpv6Prefix = whole('RATE_LIMIT_IPV6_PREFIX', DEFAULT_IPV6_PREFIX, 32, 128);
  const liveStreamsPerAddress = whole('LIVE_STREAMS_PER_ADDRESS', 100, 1, 10_000);

  const renderText = blankToUndefined(env.SCRAPE_RENDER) ?? '0';
  const scrapeRender = renderText === '1';
  if (renderText !== '0' && renderText !== '1') {
    problems.push(
      `SCRAPE_RENDER: "${renderText}" must be 1 (render script-built pages) or 0 (off)`,
    );
  }
  const chromiumPath = path.resolve(blankToUndefined(env.CHROMIUM_PATH) ?? DEFAULT_CHROMIUM_PATH);
  // Checked only when rendering is on: a server that never renders needs no browser.
  if (scrapeRender && !isExecutableFile(chromiumPath)) {
    problems.push(
      `CHROMIUM_PATH: "${chromiumPath}" is not an executable file (install Debian's chromium package, or point CHROMIUM_PATH at its binary)`,
    );
  }

  const oidc = readOidc(env, problems);
  const registrationText = blankToUndefined(env.REGISTRATION) ?? 'open';
  const registration = registrationText as RegistrationMode;
  if (!REGISTRATION_MODES.includes(registration)) {
    problems.push(
      `REGISTRATION: "${registrationText}" must be open (anyone), invite (only invited e-mails) or closed (nobody)`,
    );
  }

  const supportText = blankToUndefined(env.SUPPORT_EMAIL);
  const support = supportText === undefined ? undefined : emailField.safeParse(supportText);
  if (support && !support.success) {
    problems.push(`SUPPORT_EMAIL: "${supportText}" is not an e-mail address`);
  }

  const metricsToken = blankToUndefined(env.METRICS_TOKEN);
  if (metricsToken !== undefined && !/^[\x21-\x7e]{16,}$/.test(metricsToken)) {
    problems.push(
      'METRICS_TOKEN: must be at least 16 printable characters without spaces (openssl rand -hex 32 makes one)',
    );
  }
  const tracing = readTracing(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir: path.resolve(blankToUndefined(env.DATA_DIR) ?? './data'),
    databaseUrl,
    appUrl,
    smtpUrl,
    mailFrom: blankToUndefined(env.MAIL_FROM) ?? 'Wishlist <no-reply@wishlist.local>',
    jwtSecret,
    amazonUkTag: blankToUndefined(env.AMAZON_UK_TAG) ?? DEFAULT_AMAZON_UK_TAG,
    scrapeAllowPrivate: env.SCRAPE_ALLOW_PRIVATE === '1',
    scrapeRender,
    chromiumPath,
    authRateLimit,
    rateLimitIpv6Prefix,
    trustProxy: env.TRUST_PROXY === '1',
    webDist: resolveOptional(env.WEB_DIST),
    logLevel: blankToUndefined(env.LOG_LEVEL) ?? 'info',
    clockStart,
    notifyDigestMinutes,
    reminderDays,
    notifyCheckSeconds,
    oidc,
    registration,
    supportEmail: support?.data,
    liveStreamsPerAddress,
    metricsToken,
    tracing,
  };
}

/** OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: all three, or none (S2). */
function readOidc(env: Env, problems: string[]): OidcSettings | undefined {
  const issuer = blankToUndefined(env.OIDC_ISSUER);
  const clientId = blankToUndefined(env.OIDC_CLIENT_ID);
  const clientSecret = blankToUndefined(env.OIDC_CLIENT_SECRET);
  if (issuer === undefined && clientId === undefined && clientSecret === undefined)
    return undefined;
  if (issuer === undefined || clientId === undefined || clientSecret === undefined) {
    const missing = Object.entries({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
    }).filter(([, value]) => value === undefined);
    problems.push(
      `${missing.map(([name]) => name).join(', ')}: sign-in with OpenID Connect needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together (set all three, or none)`,
    );
    return undefined;
  }
  if (!isHttpUrl(issuer)) {
    problems.push(`OIDC_ISSUER: "${issuer}" is not an http(s) URL`);
    return undefined;
  }
  return { issuer, clientId, clientSecret, name: blankToUndefined(env.OIDC_NAME) };
}
