import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Configuration, Provider } from 'oidc-provider';
import { freePort } from './free-port.js';

/** A person with an account at the test provider. */
export interface ProviderAccount {
  id: string;
  email?: string;
  /** The claim as the provider sends it: a provider may send a string, or nothing. */
  emailVerified?: unknown;
  name?: string;
  givenName?: string;
}

export interface TestProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: ProviderAccount[];
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package, itself certified) on loopback,
 * with one confidential client that must use PKCE, and its quick-start sign-in and consent
 * pages: any password signs in as the login typed, if that account exists.
 */
export class TestProvider {
  private constructor(
    readonly issuer: string,
    readonly options: TestProviderOptions,
    private readonly server: http.Server,
  ) {}

  static async start(options: TestProviderOptions): Promise<TestProvider> {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const accounts = new Map(options.accounts.map((account) => [account.id, account]));
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const configuration: Configuration = {
      clients: [
        {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          redirect_uris: [options.redirectUri],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      pkce: { required: () => true },
      jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig' }] },
      cookies: { keys: ['test-provider-cookie-key'] },
      ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name'],
      },
      async findAccount(_ctx, id) {
        const account = accounts.get(id);
        if (!account) return undefined;
        return {
          accountId: id,
          async claims() {
            return {
              sub: id,
              ...(account.email === undefined ? {} : { email: account.email }),
              ...(account.emailVerified === undefined
                ? {}
                : { email_verified: account.emailVerified }),
              ...(account.name === undefined ? {} : { name: account.name }),
              ...(account.givenName === undefined ? {} : { given_name: account.givenName }),
            };
          },
        };
      },
    };
    const provider = new Provider(issuer, configuration);
    const server = http.createServer(provider.callback());
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return new TestProvider(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      options,
      server,
    );
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/**
 * A browser's cookies: by name, each sent to the paths it was set for. Every server here is on
 * 127.0.0.1, and cookies do not tell ports apart, so one jar serves them all, as in a browser.
 */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attribute('expires');
      const gone =
        attribute('max-age') === '0' ||
        (expires !== undefined && Date.parse(expires) <= Date.now()) ||
        value === '';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: attribute('path') ?? '/' });
    }
  }

  /** The Cookie header a browser would send to `url`. */
  header(url: URL): string {
    return [...this.cookies]
      .filter(([, cookie]) => url.pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  /** A cookie's value as stored (for a test to change it). */
  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  set(name: string, value: string, path: string): void {
    this.cookies.set(name, { value, path });
  }
}

/** One request as a browser makes it, redirects not followed, cookies kept in `jar`. */
export async function browse(
  jar: CookieJar,
  url: URL,
  form?: Record<string, string>,
): Promise<Response> {
  const cookie = jar.header(url);
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  jar.take(response);
  return response;
}

const attributeOf = (html: string, pattern: RegExp) =>
  pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');

/**
 * From the provider's authorization URL to the URL it sends the browser back to, going through
 * its pages as a person would: signing in as `login` (any password), then consenting, or
 * cancelling on the first page with `deny`. Answers the first redirect to `returnTo`.
 */
export async function throughProvider(
  authorizeUrl: string,
  jar: CookieJar,
  { login, deny = false, returnTo }: { login: string; deny?: boolean; returnTo: string },
): Promise<URL> {
  let url = new URL(authorizeUrl);
  let form: Record<string, string> | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.href.startsWith(returnTo)) return url;
    const response = await browse(jar, url, form);
    form = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`The provider answered ${response.status}: ${html}`);
    const prompt = attributeOf(html, /name="prompt" value="([a-z]+)"/);
    const action = attributeOf(html, /<form[^>]* action="([^"]+)"/);
    const abort = attributeOf(html, /href="([^"]+\/abort)"/);
    if (deny && abort) {
      url = new URL(abort, url);
    } else if (action && prompt) {
      url = new URL(action, url);
      form = prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt };
    } else {
      throw new Error(`No form on the provider's page:\n${html}`);
    }
  }
  throw new Error('The provider never sent the browser back');
}
