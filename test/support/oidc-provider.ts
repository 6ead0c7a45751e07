/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port for the sign-in tests, with its
 * built-in login and consent pages: any login name is accepted, and a name that is an e-mail
 * address becomes the account's `email` claim. Names starting with `unverified.` get
 * `email_verified: false`; names without '@' get no address at all.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { interactionPolicy } from 'oidc-provider';

export interface TestProvider {
  issuer: string;
  provider: Provider;
  close(): Promise<void>;
}

export interface TestProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Lifetime of an authorization code in seconds (oidc-provider's default is 60). */
  codeTtlSeconds?: number;
  /** A fixed port (to bring a provider back on the address it had); any free one by default. */
  port?: number;
  /** Offers `prompt=select_account` (advertised in its discovery document); it does not by default. */
  selectAccount?: boolean;
}

/** oidc-provider's default prompts (login, consent), with select_account first when asked for. */
function promptPolicy(selectAccount: boolean) {
  const policy = interactionPolicy.base();
  if (selectAccount) policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  return policy;
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['test-provider-cookie-key'] },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: options.codeTtlSeconds ?? 60 },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    interactions: { policy: promptPolicy(options.selectAccount ?? false) },
    // oidc-provider leaves prompt_values_supported out of its discovery document unless told.
    ...(options.selectAccount
      ? { discovery: { prompt_values_supported: ['none', 'select_account', 'login', 'consent'] } }
      : {}),
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        ...(id.includes('@') ? { email: id, email_verified: !id.startsWith('unverified.') } : {}),
      }),
    }),
  });
  const callback = provider.callback();
  handler = (req, res) => void callback(req, res);
  return {
    issuer,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface BrowserPage {
  response: Response;
  url: string;
  /** The body of a page that is not a redirect. */
  html: string;
}

function formOf(page: BrowserPage): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(page.html);
  if (!form) throw new Error(`No form on ${page.url}:\n${page.html.slice(0, 500)}`);
  const fields = Object.fromEntries(
    [...form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
  return { action: new URL(form[1]!.replace(/&amp;/g, '&'), page.url).href, fields };
}

/**
 * A small browser for redirect chains across the site and the provider: it keeps cookies (by name,
 * as both run on 127.0.0.1 where cookies ignore the port), follows redirects unless told where to
 * stop, and submits forms.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly siteOrigin: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some(
        (attribute) => /^\s*max-age=0/i.test(attribute) || /expires=thu, 01 jan 1970/i.test(attribute),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = new URL(url).origin;
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.remember(response);
    return response;
  }

  /**
   * Follows redirects from `url` and returns the last page, or the redirect whose target starts
   * with `stopAt` (unfollowed), so a test can hold on to a callback url. A page that submits its
   * own form on load (the provider ending a previous session) is submitted, as a browser would.
   */
  async follow(url: string, options: { stopAt?: string; form?: Record<string, string> } = {}): Promise<BrowserPage> {
    let current = url;
    let response = await this.request(current, { form: options.form });
    for (let hops = 0; hops < 20; hops += 1) {
      if (response.status >= 300 && response.status < 400) {
        const next = new URL(response.headers.get('location')!, current).href;
        if (options.stopAt && next.startsWith(options.stopAt)) return { response, url: next, html: '' };
        current = next;
        response = await this.request(current);
        continue;
      }
      const html = await response.text();
      if (!html.includes('document.forms[0].submit()')) return { response, url: current, html };
      const form = formOf({ response, url: current, html });
      current = form.action;
      response = await this.request(current, { form: form.fields });
    }
    throw new Error(`Too many redirects from ${url}`);
  }

  /** Submits the first form of a page (its hidden fields plus `fields`) and follows the redirects. */
  async submit(page: BrowserPage, fields: Record<string, string>, stopAt?: string): Promise<BrowserPage> {
    const form = formOf(page);
    return this.follow(form.action, { form: { ...form.fields, ...fields }, stopAt });
  }

  get site(): string {
    return this.siteOrigin;
  }
}
