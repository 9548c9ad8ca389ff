/**
 * Route access, declared once (issue 10, decision 013). Every route says who may call it in
 * its options, `config: { access: 'public' | 'user' | 'admin' }`, and this is the only place
 * that enforces it:
 * - at start-up, a route without a declaration throws in `onRoute` (so the app does not boot);
 * - per request, one `preValidation` hook looks up the session for 'user' and 'admin' routes
 *   (401 anonymous, 403 a guest on an admin route) before the body is validated, so refused
 *   callers learn nothing about the rules, and sets `request.caller` for the handler.
 * Third-party plugins whose routes take no options (static files, API docs) are registered
 * through `app.registerPublic`, which declares their routes public explicitly.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback, FastifyPluginOptions, FastifyRequest } from 'fastify';
import type { Role } from '#shared/domain/staff-roles.ts';
import { forbidden, unauthorized } from '../errors.ts';

export const ACCESS_LEVELS = ['public', 'user', 'admin'] as const;
type Access = (typeof ACCESS_LEVELS)[number];

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The user's role (issue 29); `admin` is the owner. */
  role: Role;
}

/** The session's user of a request, or null; supplied by the auth plugin. */
export type ResolveCaller = (request: FastifyRequest) => Promise<SessionUser | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every route (throws at start-up otherwise). */
    access?: Access;
  }
  interface FastifyRequest {
    /**
     * The signed-in caller of a 'user' or 'admin' route (set by the access hook). Reading it
     * on a 'public' route is a programming error and throws.
     */
    readonly caller: SessionUser;
  }
  interface FastifyInstance {
    /** Every route as registered, with its declared access (the declaration test reads it). */
    routeAccess: Array<{ method: string; url: string; access: Access }>;
    /** Every route declared `access: 'admin'` (the admin-access table test reads it). */
    adminRoutes: Array<{ method: string; url: string }>;
    /** Registers a plugin whose routes cannot take options (static files, docs) as public. */
    registerPublic: <Options extends FastifyPluginOptions>(
      plugin: FastifyPluginAsync<Options> | FastifyPluginCallback<Options>,
      options: Options,
    ) => Promise<void>;
  }
}

const kCaller = Symbol('caller');
type WithCaller = FastifyRequest & { [kCaller]: SessionUser | null };

/**
 * Installs the declaration check and the enforcement on `app`; call before any route is
 * registered. `resolveCaller` is asked only on 'user' and 'admin' routes.
 */
export function registerAccess(app: FastifyInstance, resolveCaller: ResolveCaller): void {
  let publicPlugins = 0;
  app.decorate('routeAccess', [] as FastifyInstance['routeAccess']);
  app.decorate('adminRoutes', [] as FastifyInstance['adminRoutes']);
  const registerPublic: FastifyInstance['registerPublic'] = async (plugin, options) => {
    publicPlugins += 1;
    try {
      await app.register(plugin as FastifyPluginAsync<typeof options>, options);
    } finally {
      publicPlugins -= 1;
    }
  };
  app.decorate('registerPublic', registerPublic);

  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined && publicPlugins > 0) route.config = { ...route.config, access: 'public' };
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(
        `Route ${[route.method].flat().join(',')} ${route.url} declares no access: add config: { access: 'public' | 'user' | 'admin' }`,
      );
    }
    for (const method of [route.method].flat()) {
      app.routeAccess.push({ method, url: route.url, access });
      if (access === 'admin') app.adminRoutes.push({ method, url: route.url });
    }
  });

  app.decorateRequest(kCaller, null);
  app.decorateRequest('caller', {
    getter(this: FastifyRequest) {
      const caller = (this as WithCaller)[kCaller];
      if (!caller) throw new Error(`request.caller read on ${this.routeOptions.url}, which is not declared 'user' or 'admin'`);
      return caller;
    },
  });

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access !== 'user' && access !== 'admin') return;
    const caller = await resolveCaller(request);
    if (!caller) throw unauthorized();
    if (access === 'admin' && caller.role !== 'admin') throw forbidden();
    (request as WithCaller)[kCaller] = caller;
  });
}
