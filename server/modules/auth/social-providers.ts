// Social sign-in providers (Google, Naver, Kakao): OAuth 2.0 authorization code flow with PKCE
// (S256) against configurable endpoints. An endpoint not configured comes from the discovery
// document of `<P>_ISSUER` when that is set, else the provider's public endpoint.
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { customerMessages } from '@/schemas/customer';
import type { SocialProvider } from '@/schemas/customer';

interface Endpoints {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

interface ProviderDefaults extends Endpoints {
  issuer: string;
  scope: string;
  /** Where the provider sends the visitor back on this site (rules §2 routes). */
  callbackPath: string;
}

const publicProviders: Record<SocialProvider, ProviderDefaults> = {
  google: {
    issuer: 'https://accounts.google.com',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
    callbackPath: '/google-auth',
  },
  naver: {
    issuer: '',
    authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
    tokenUrl: 'https://nid.naver.com/oauth2.0/token',
    userinfoUrl: 'https://openapi.naver.com/v1/nid/me',
    scope: '',
    callbackPath: '/sign-in/naver',
  },
  kakao: {
    issuer: '',
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    userinfoUrl: 'https://kapi.kakao.com/v2/user/me',
    scope: 'account_email profile_nickname',
    callbackPath: '/sign-in/kakao',
  },
};

/** What a provider says about the person who signed in. */
export interface SocialProfile {
  subject: string;
  email: string | null;
  /** Only a provider's explicit statement counts; linking to an existing account needs it. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface SocialProviderClient {
  provider: SocialProvider;
  scope: string;
  callbackPath: string;
  authorizeUrl(params: {
    state: string;
    codeChallenge: string;
    redirectUri: string;
  }): Promise<string>;
  /** The provider's access token for a code; 400 when the provider refuses the code. */
  exchangeCode(params: {
    code: string;
    state: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<string>;
  profile(accessToken: string): Promise<SocialProfile>;
}

const failed = () => new AppError('VALIDATION', customerMessages.socialFailed);
const unavailable = () => new AppError('UNAVAILABLE', customerMessages.socialUnavailable);

type Json = Record<string, unknown>;
const asString = (value: unknown): string | null =>
  typeof value === 'string' && value.trim()
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;
const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * The profile from a userinfo answer: standard OpenID Connect claims (Google, Kakao's OIDC
 * endpoint, any OIDC provider), or Naver's and Kakao's own formats. Naver's own format states
 * nothing about verification, so its e-mail never links to an existing account by itself.
 */
export function parseSocialProfile(provider: SocialProvider, body: Json): SocialProfile {
  if (asString(body.sub)) {
    return {
      subject: asString(body.sub)!,
      email: asString(body.email),
      emailVerified: isTrue(body.email_verified),
      firstName: asString(body.given_name) ?? asString(body.nickname) ?? asString(body.name) ?? '',
      lastName: asString(body.family_name) ?? '',
    };
  }
  const naver = body.response as Json | undefined;
  if (provider === 'naver' && naver && asString(naver.id)) {
    return {
      subject: asString(naver.id)!,
      email: asString(naver.email),
      emailVerified: false,
      firstName: asString(naver.name) ?? asString(naver.nickname) ?? '',
      lastName: '',
    };
  }
  const account = (body.kakao_account ?? {}) as Json;
  if (provider === 'kakao' && asString(body.id)) {
    const profile = (account.profile ?? {}) as Json;
    const properties = (body.properties ?? {}) as Json;
    return {
      subject: asString(body.id)!,
      email: asString(account.email),
      emailVerified: isTrue(account.is_email_valid) && isTrue(account.is_email_verified),
      firstName: asString(profile.nickname) ?? asString(properties.nickname) ?? '',
      lastName: '',
    };
  }
  throw failed();
}

async function readJson(response: Response): Promise<Json> {
  try {
    const body = (await response.json()) as unknown;
    return body && typeof body === 'object' ? (body as Json) : {};
  } catch {
    return {};
  }
}

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(10_000) });
  } catch {
    throw unavailable();
  }
}

export type SocialProviders = ReturnType<typeof createSocialProviders>;

export function createSocialProviders(config: Config) {
  const discovered = new Map<string, Promise<Partial<Endpoints>>>();

  function discover(issuer: string): Promise<Partial<Endpoints>> {
    let found = discovered.get(issuer);
    if (!found) {
      found = (async () => {
        const response = await call(
          `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
          {
            headers: { accept: 'application/json' },
          },
        );
        if (!response.ok) throw unavailable();
        const body = await readJson(response);
        return {
          authorizeUrl: asString(body.authorization_endpoint) ?? undefined,
          tokenUrl: asString(body.token_endpoint) ?? undefined,
          userinfoUrl: asString(body.userinfo_endpoint) ?? undefined,
        };
      })();
      found.catch(() => discovered.delete(issuer)); // try again next time
      discovered.set(issuer, found);
    }
    return found;
  }

  function client(provider: SocialProvider): SocialProviderClient {
    const prefix = provider.toUpperCase() as 'GOOGLE' | 'NAVER' | 'KAKAO';
    const defaults = publicProviders[provider];
    const clientId = config[`${prefix}_CLIENT_ID`];
    const clientSecret = config[`${prefix}_CLIENT_SECRET`];
    const issuer = config[`${prefix}_ISSUER`];
    const configured: Partial<Endpoints> = {
      authorizeUrl: config[`${prefix}_AUTHORIZE_URL`] || undefined,
      tokenUrl: config[`${prefix}_TOKEN_URL`] || undefined,
      userinfoUrl: config[`${prefix}_USERINFO_URL`] || undefined,
    };
    const scope = config[`${prefix}_SCOPE`] || (issuer ? 'openid email profile' : defaults.scope);

    async function endpoints(): Promise<Endpoints> {
      const fromIssuer =
        issuer && (!configured.authorizeUrl || !configured.tokenUrl || !configured.userinfoUrl)
          ? await discover(issuer)
          : {};
      return {
        authorizeUrl: configured.authorizeUrl ?? fromIssuer.authorizeUrl ?? defaults.authorizeUrl,
        tokenUrl: configured.tokenUrl ?? fromIssuer.tokenUrl ?? defaults.tokenUrl,
        userinfoUrl: configured.userinfoUrl ?? fromIssuer.userinfoUrl ?? defaults.userinfoUrl,
      };
    }

    return {
      provider,
      scope,
      callbackPath: defaults.callbackPath,
      async authorizeUrl({ state, codeChallenge, redirectUri }) {
        const url = new URL((await endpoints()).authorizeUrl);
        url.searchParams.set('response_type', 'code');
        url.searchParams.set('client_id', clientId);
        url.searchParams.set('redirect_uri', redirectUri);
        url.searchParams.set('state', state);
        url.searchParams.set('code_challenge', codeChallenge);
        url.searchParams.set('code_challenge_method', 'S256');
        if (scope) url.searchParams.set('scope', scope);
        return url.toString();
      },
      async exchangeCode({ code, state, codeVerifier, redirectUri }) {
        const body = new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          client_secret: clientSecret,
          code_verifier: codeVerifier,
        });
        if (provider === 'naver') body.set('state', state); // Naver asks for it again
        const response = await call((await endpoints()).tokenUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body,
        });
        if (response.status >= 500) throw unavailable();
        const answer = await readJson(response);
        const accessToken = asString(answer.access_token);
        if (!response.ok || !accessToken) throw failed();
        return accessToken;
      },
      async profile(accessToken) {
        const response = await call((await endpoints()).userinfoUrl, {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        });
        if (response.status >= 500) throw unavailable();
        if (!response.ok) throw failed();
        return parseSocialProfile(provider, await readJson(response));
      },
    };
  }

  const clients = new Map<SocialProvider, SocialProviderClient>();
  return {
    /** The provider's client; 503 when no client id and secret are configured for it. */
    get(provider: SocialProvider): SocialProviderClient {
      const prefix = provider.toUpperCase() as 'GOOGLE' | 'NAVER' | 'KAKAO';
      if (!config[`${prefix}_CLIENT_ID`] || !config[`${prefix}_CLIENT_SECRET`]) throw unavailable();
      let found = clients.get(provider);
      if (!found) {
        found = client(provider);
        clients.set(provider, found);
      }
      return found;
    },
    isEnabled(provider: SocialProvider): boolean {
      const prefix = provider.toUpperCase() as 'GOOGLE' | 'NAVER' | 'KAKAO';
      return Boolean(config[`${prefix}_CLIENT_ID`] && config[`${prefix}_CLIENT_SECRET`]);
    },
  };
}
