/**
 * The small part of `oidc-provider` v9 (which ships no types) that tests/helpers/oidc-provider.ts
 * uses. Shapes follow the library's docs; everything else stays `unknown`.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface GrantConstructor {
    new (init: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }
  export interface KoaContextWithOIDC {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      provider: Provider;
    };
  }
  interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
