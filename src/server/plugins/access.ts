/**
 * Route access, declared once (issue 10, decision 013). Every route says who may call it in
 * its options, `config: { access: 'public' | 'user' | <permission> }` (issue 29: a staff route names
 * the permission it needs, shared/domain/staff-roles.ts), and this is the only place
 * that enforces it:
 * - at start-up, a route without a declaration throws in `onRoute` (so the app does not boot);
 * - per request, one `preValidation` hook looks up the session for every non-public route
 *   (401 anonymous, 403 a role without the route's permission) before the body is validated, so refused
 *   callers learn nothing about the rules, and sets `request.caller` for the handler.
 * Third-party plugins whose routes take no options (static files, API docs) are registered
 * through `app.registerPublic`, which declares their routes public explicitly.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback, FastifyPluginOptions, FastifyRequest } from 'fastify';
import { hasAnyPermission, PERMISSIONS, type Permission, type Role } from '#shared/domain/staff-roles.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { assertStaffTwoFactor } from './staff-two-factor.ts';

export const ACCESS_LEVELS = ['public', 'user', ...PERMISSIONS] as const;
/**
 * 'public', 'user' (any signed-in user), or the staff permission(s) the route needs: one, or a list
 * of which any one is enough (issue 29, shared/domain/staff-roles.ts).
 */
export type Access = 'public' | 'user' | Permission | readonly Permission[];

/** The permissions a declared access needs (any one of them); empty for 'public' and 'user'. */
export function permissionsOf(access: Access): readonly Permission[] {
  if (access === 'public' || access === 'user') return [];
  return typeof access === 'string' ? [access] : access;
}

/** True when `role` may call a route declared `access`. */
export function canCall(role: Role, access: Access): boolean {
  const needed = permissionsOf(access);
  return needed.length === 0 || hasAnyPermission(role, needed);
}

function isAccess(value: unknown): value is Access {
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => PERMISSIONS.includes(item as Permission));
  return ACCESS_LEVELS.includes(value as (typeof ACCESS_LEVELS)[number]);
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The user's role (issue 29); `admin` is the owner. */
  role: Role;
  /** Whether the user signs in with a second factor (issue 29, better-auth's `twoFactorEnabled`). */
  hasTwoFactor: boolean;
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
     * The signed-in caller of a non-public route (set by the access hook). Reading it
     * on a 'public' route is a programming error and throws.
     */
    readonly caller: SessionUser;
  }
  interface FastifyInstance {
    /** Every route as registered, with its declared access (the declaration test reads it). */
    routeAccess: Array<{ method: string; url: string; access: Access }>;
    /** Every staff route (declared with permissions): the route × role table test walks it. */
    staffRoutes: Array<{ method: string; url: string; permissions: readonly Permission[] }>;
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
 * registered. `resolveCaller` is asked only on non-public routes.
 */
export function registerAccess(app: FastifyInstance, resolveCaller: ResolveCaller): void {
  let publicPlugins = 0;
  app.decorate('routeAccess', [] as FastifyInstance['routeAccess']);
  app.decorate('staffRoutes', [] as FastifyInstance['staffRoutes']);
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
    if (!isAccess(access)) {
      throw new Error(
        `Route ${[route.method].flat().join(',')} ${route.url} declares no access: add config: { access: 'public' | 'user' | <permission> }`,
      );
    }
    const permissions = permissionsOf(access);
    for (const method of [route.method].flat()) {
      app.routeAccess.push({ method, url: route.url, access });
      if (permissions.length > 0) app.staffRoutes.push({ method, url: route.url, permissions });
    }
  });

  app.decorateRequest(kCaller, null);
  app.decorateRequest('caller', {
    getter(this: FastifyRequest) {
      const caller = (this as WithCaller)[kCaller];
      if (!caller) throw new Error(`request.caller read on ${this.routeOptions.url}, which is declared 'public'`);
      return caller;
    },
  });

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    const caller = await resolveCaller(request);
    if (!caller) throw unauthorized();
    if (!canCall(caller.role, access)) throw forbidden();
    assertStaffTwoFactor(request.server.config, caller, permissionsOf(access).length > 0);
    (request as WithCaller)[kCaller] = caller;
  });
}
