/**
 * Sign-in through an OpenID Connect provider with openid-client: authorization code with PKCE
 * (S256), state and nonce (docs/adr/018-openid-connect-sign-in.md). The provider's discovery
 * document is read lazily and kept; while the provider cannot be reached, sign-in says so and the
 * rest of the site serves on, and the next sign-in after a short pause tries again.
 */
import * as client from 'openid-client';
import type { Logger } from 'pino';
import type { OidcConfig } from '../../config/config';
import type { SignInFlow } from './oidc-flow';

/** How long (s) a request to the provider may take before sign-in reports it unavailable. */
export const PROVIDER_TIMEOUT_SECONDS = 5;
/** After a failed discovery, sign-in answers "unavailable" at once for this long before trying again. */
export const DISCOVERY_RETRY_MS = 10_000;

export type SignInFailure =
  /** The provider cannot be reached, or its discovery document is unusable. */
  | 'unavailable'
  /** The visitor declined at the provider (access_denied). */
  | 'denied'
  /** prompt=none and the provider would need to ask the visitor something. */
  | 'interactionRequired'
  /** The provider signed the visitor in but shares no e-mail address it stands behind. */
  | 'noEmail'
  /** Anything else: wrong state, nonce or verifier, a spent or foreign code, a refused token request. */
  | 'failed';

export class SignInError extends Error {
  constructor(
    readonly failure: SignInFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SignInError';
  }
}

const INTERACTION_ERRORS = new Set([
  'login_required',
  'consent_required',
  'interaction_required',
  'account_selection_required',
]);

export interface AuthorizationRequest {
  flow: Pick<SignInFlow, 'state' | 'nonce' | 'codeVerifier' | 'silent'>;
  /** The visitor asked to pick another account (the site's prompt=select_account). */
  selectAccount: boolean;
  loginHint: string | undefined;
  uiLocale: string | undefined;
}

export interface OidcIdentity {
  email: string;
  /** True when the provider states that the address is verified (email_verified). */
  emailVerified: boolean;
}

const TIMEOUT_CODES = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT']);

/**
 * Whether the provider could not be reached or failed on its side: fetch's TypeError (wrapped by
 * openid-client when it comes from another realm), a timeout, or a 5xx answer.
 */
function isProviderFailure(error: unknown): boolean {
  const failure = error as { name?: unknown; code?: unknown; cause?: { name?: unknown; status?: unknown } } | null;
  if (failure?.name === 'TypeError' || failure?.cause?.name === 'TypeError') return true;
  if (typeof failure?.code === 'string' && TIMEOUT_CODES.has(failure.code)) return true;
  return typeof failure?.cause?.status === 'number' && failure.cause.status >= 500;
}

export class OidcSignIn {
  private configuration: client.Configuration | undefined;
  private discovering: Promise<client.Configuration> | undefined;
  private failedAt: number | undefined;

  constructor(
    private readonly settings: OidcConfig,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The provider's configuration, read once; throws SignInError('unavailable') while it cannot be read. */
  async discover(): Promise<client.Configuration> {
    if (this.configuration) return this.configuration;
    if (this.failedAt !== undefined && this.now().getTime() - this.failedAt < DISCOVERY_RETRY_MS) {
      throw new SignInError('unavailable', 'The identity provider could not be reached a moment ago');
    }
    this.discovering ??= this.readDiscovery().finally(() => {
      this.discovering = undefined;
    });
    return this.discovering;
  }

  /** Reads the discovery document at start-up so the first sign-in does not wait; never throws. */
  prepare(): void {
    this.discover().catch(() => undefined);
  }

  private async readDiscovery(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret, allowInsecureRequests } = this.settings;
    try {
      const configuration = await client.discovery(
        new URL(issuer),
        clientId,
        undefined,
        client.ClientSecretBasic(clientSecret),
        {
          execute: allowInsecureRequests ? [client.allowInsecureRequests] : [],
          timeout: PROVIDER_TIMEOUT_SECONDS,
        },
      );
      this.configuration = configuration;
      this.failedAt = undefined;
      this.logger.info({ issuer }, 'OpenID Connect provider discovered');
      return configuration;
    } catch (error) {
      this.failedAt = this.now().getTime();
      this.logger.error(
        { issuer, reason: (error as Error).message },
        'OpenID Connect provider unavailable: its discovery document could not be read',
      );
      throw new SignInError('unavailable', `The identity provider at ${issuer} could not be read`, { cause: error });
    }
  }

  /** Where to send the visitor: the provider's authorization endpoint with the flow's checks. */
  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    const configuration = await this.discover();
    const parameters: Record<string, string> = {
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes,
      response_type: 'code',
      state: request.flow.state,
      nonce: request.flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(request.flow.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (request.flow.silent) parameters.prompt = 'none';
    else if (request.selectAccount) {
      // select_account is optional in OpenID Connect; a provider without it is asked to sign in afresh.
      const supported = configuration.serverMetadata().prompt_values_supported;
      parameters.prompt = Array.isArray(supported) && supported.includes('select_account') ? 'select_account' : 'login';
    }
    if (request.loginHint) parameters.login_hint = request.loginHint;
    if (request.uiLocale) parameters.ui_locales = request.uiLocale;
    return client.buildAuthorizationUrl(configuration, parameters);
  }

  /**
   * Checks the provider's answer at the callback url against the flow (state, then the code
   * exchanged with the PKCE verifier, then the ID token's signature, issuer, audience and nonce) and
   * returns who signed in. Throws SignInError naming what went wrong.
   */
  async finish(callbackUrl: URL, flow: SignInFlow): Promise<OidcIdentity> {
    const configuration = await this.discover();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw this.failureOf(error);
    }
    const claims = tokens.claims();
    if (!claims) throw new SignInError('failed', 'The provider answered without an ID token');
    let email: unknown = claims.email;
    let verified: unknown = claims.email_verified;
    if (typeof email !== 'string') {
      // Some providers put the address only in the userinfo answer.
      try {
        const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        email = info.email;
        verified = info.email_verified;
      } catch (error) {
        throw this.failureOf(error);
      }
    }
    // The address names the account and decides the editor and staff roles: one the provider
    // calls unverified is not taken.
    if (typeof email !== 'string' || email === '' || verified === false) {
      throw new SignInError('noEmail', 'The provider shared no verified e-mail address');
    }
    return { email: email.trim().toLowerCase(), emailVerified: verified === true };
  }

  /** A new flow: fresh state, nonce and PKCE code verifier from openid-client's random source. */
  newFlow(fields: Pick<SignInFlow, 'continueTo' | 'locale' | 'silent' | 'startedAt'>): SignInFlow {
    return {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      ...fields,
    };
  }

  /** The provider's end-session url returning to the base url, when it is known and has one. */
  endSessionUrl(): URL | undefined {
    const configuration = this.configuration;
    if (!configuration?.serverMetadata().end_session_endpoint) return undefined;
    return client.buildEndSessionUrl(configuration, {
      post_logout_redirect_uri: this.settings.postLogoutRedirectUri,
    });
  }

  private failureOf(error: unknown): SignInError {
    if (error instanceof SignInError) return error;
    if (error instanceof client.AuthorizationResponseError) {
      const failure =
        error.error === 'access_denied'
          ? 'denied'
          : INTERACTION_ERRORS.has(error.error)
            ? 'interactionRequired'
            : 'failed';
      return new SignInError(failure, `The provider answered ${error.error}`, { cause: error });
    }
    if (isProviderFailure(error)) {
      return new SignInError('unavailable', 'The identity provider did not answer', { cause: error });
    }
    let message = (error as Error).message;
    if (error instanceof client.ResponseBodyError) message = `The provider refused: ${error.error}`;
    if (error instanceof client.WWWAuthenticateChallengeError) {
      const refusal = error.cause[0]?.parameters.error;
      message = `The provider refused the client (${error.status}${refusal ? `, ${refusal}` : ''})`;
    }
    return new SignInError('failed', message, { cause: error });
  }
}
