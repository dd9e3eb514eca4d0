// A real OpenID Connect provider for the social sign-in tests (the `oidc-provider` package, the
// certified implementation), on a random local port. Its login and consent screens are answered
// by `authorize`, which plays the visitor's browser: it follows the redirects with a cookie jar,
// signs in as the chosen account, grants what the client asked, and returns the redirect back to
// the store with the code and state.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface ProviderClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface LocalOidcProvider {
  issuer: string;
  /** Adds or replaces an account the provider knows. */
  setAccount(account: ProviderAccount): void;
  /**
   * Plays the browser from the authorization URL: signs in as `subject`, consents, and answers
   * the URL the provider redirects back to (with `code` and `state`).
   */
  authorize(authorizeUrl: string, subject: string): Promise<URL>;
  close(): Promise<void>;
}

export interface OidcProviderOptions {
  /** A fixed port (the end-to-end tests configure the store with it); a random one by default. */
  port?: number;
  /** Who a real browser signs in as when nothing called `authorize` (end-to-end tests). */
  defaultLogin?: string;
}

export async function startOidcProvider(
  clients: ProviderClient[],
  options: OidcProviderOptions = {},
): Promise<LocalOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let nextLogin = options.defaultLogin ?? '';

  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      ...client,
      token_endpoint_auth_method: 'client_secret_post',
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ ...account }) };
    },
  });
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider', error));
  const handle = provider.callback();

  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      handle(req, res);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        let result: Parameters<typeof provider.interactionFinished>[2];
        if (details.prompt.name === 'login') {
          result = { login: { accountId: nextLogin } };
        } else {
          const grant = new provider.Grant({
            accountId: details.session!.accountId,
            clientId: String(details.params.client_id),
          });
          grant.addOIDCScope(String(details.params.scope));
          result = { consent: { grantId: await grant.save() } };
        }
        await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
    })();
  });

  return {
    issuer,
    setAccount(account) {
      accounts.set(account.sub, account);
    },
    async authorize(authorizeUrl, subject) {
      nextLogin = subject;
      const jar = new Map<string, string>();
      let url = authorizeUrl;
      for (let hop = 0; hop < 12; hop += 1) {
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const at = pair!.indexOf('=');
          jar.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        const location = response.headers.get('location');
        if (!location) {
          throw new Error(`provider answered ${response.status}: ${await response.text()}`);
        }
        const next = new URL(location, url);
        if (next.origin !== issuer) return next;
        url = next.toString();
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
