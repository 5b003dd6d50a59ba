import { login } from '../../domain/auth/login.service.js';
import { logout, refreshSession } from '../../domain/auth/session.service.js';
import { assertSameSiteRequest } from '../../domain/auth/origin-policy.js';
import type { RequestContext } from '../../context.js';
import { builder } from '../builder.js';
import { limitPublicField } from '../guards.js';
import { costs } from '../operation-cost.js';
import { DEVICE_COOKIE_TTL_SECONDS } from '../../domain/auth/device-cookie.js';
import { clearRefreshCookie, readDeviceCookie, readRefreshCookie, setDeviceCookie, setRefreshCookie } from '../session-cookie.js';

interface TokenPayload {
  accessToken: string;
  expiresIn: number;
  tokenType: string;
}

const SessionUserType = builder.objectRef<{ id: string; email: string; accountState: string }>('SessionUser').implement({
  fields: (t) => ({ id: t.exposeID('id'), email: t.exposeString('email'), accountState: t.exposeString('accountState') }),
});

const tokenFields = (t: any) => ({
  accessToken: t.exposeString('accessToken', { description: 'JWT for the Authorization: Bearer header.' }),
  expiresIn: t.exposeInt('expiresIn', { description: 'Seconds until the access token expires (900).' }),
  tokenType: t.exposeString('tokenType', { description: 'Always "Bearer".' }),
});

const LoginResultType = builder
  .objectRef<TokenPayload & { user: { id: string; email: string; accountState: string } }>('LoginResult')
  .implement({
    description: 'The refresh token is not here: it is set as the HttpOnly cookie `refreshToken`.',
    fields: (t) => ({ ...tokenFields(t), user: t.field({ type: SessionUserType, resolve: (r) => r.user }) }),
  });

const RefreshResultType = builder.objectRef<TokenPayload>('RefreshResult').implement({ fields: (t) => tokenFields(t) });

const LogoutResultType = builder.objectRef<{ loggedOut: boolean }>('LogoutResult').implement({
  fields: (t) => ({ loggedOut: t.exposeBoolean('loggedOut') }),
});

/** The session mutations set or act on the refresh cookie: none of them may come from another site. */
function assertSameSite(ctx: RequestContext): void {
  assertSameSiteRequest(
    { origin: ctx.request.header('origin'), host: ctx.request.header('host'), secFetchSite: ctx.request.header('sec-fetch-site') },
    ctx.config.corsOrigins,
  );
}

builder.mutationField('login', (t) =>
  t.field({
    type: LoginResultType,
    ...costs(10, { perOperation: 1 }),
    description:
      'Log in with e-mail and password. Sets the refreshToken cookie and the deviceCookie cookie; a later login sending a valid deviceCookie for the same e-mail address is throttled apart from unknown devices.',
    args: {
      email: t.arg.string({ required: true, validate: { maxLength: 254 } }),
      password: t.arg.string({ required: true, validate: { maxLength: 256 } }),
    },
    resolve: async (_root, args, ctx) => {
      // A cross-site login would plant the caller's session in the victim's browser (login CSRF).
      assertSameSite(ctx);
      const deviceCookie = readDeviceCookie(ctx);
      const result = await login(ctx, { email: args.email, password: args.password, ip: ctx.request.ip, deviceCookie });
      setRefreshCookie(ctx, result.refreshToken, ctx.refreshTokenTtlSeconds);
      setDeviceCookie(ctx, result.deviceCookie, DEVICE_COOKIE_TTL_SECONDS);
      return result;
    },
  }),
);

builder.mutationField('refreshSession', (t) =>
  t.field({
    type: RefreshResultType,
    ...costs(5, { perOperation: 1 }),
    description: 'Exchange the refreshToken cookie for a new access token; the cookie is rotated.',
    resolve: async (_root, _args, ctx) => {
      assertSameSite(ctx);
      await limitPublicField(ctx);
      const session = await refreshSession(ctx, readRefreshCookie(ctx));
      setRefreshCookie(ctx, session.refreshToken, ctx.refreshTokenTtlSeconds);
      return session;
    },
  }),
);

builder.mutationField('logout', (t) =>
  t.field({
    type: LogoutResultType,
    ...costs(5, { perOperation: 1 }),
    description: 'End the session of the refreshToken cookie and clear the cookie.',
    resolve: async (_root, _args, ctx) => {
      assertSameSite(ctx);
      await limitPublicField(ctx);
      await logout(ctx, readRefreshCookie(ctx));
      clearRefreshCookie(ctx);
      return { loggedOut: true };
    },
  }),
);
