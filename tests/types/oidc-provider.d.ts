// The part of oidc-provider (which ships no types) that tests/api/oidc-provider.ts uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface InteractionDetails {
    uid: string;
    prompt: { name: 'login' | 'consent' | string };
    params: Record<string, unknown>;
    session?: { accountId: string };
  }

  interface InteractionResult {
    login?: { accountId: string };
    consent?: { grantId: string };
  }

  interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  type GrantConstructor = new (options: { accountId: string; clientId: string }) => GrantInstance;

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    features?: Record<string, unknown>;
    interactions?: { url: (ctx: unknown, interaction: { uid: string }) => string };
    pkce?: { required: () => boolean };
    ttl?: Record<string, number>;
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
  }

  class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (ctx: unknown, error: unknown) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export default Provider;
}
