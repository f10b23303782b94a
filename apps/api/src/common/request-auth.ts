import type { User, UserSession } from '@app/accounts';

/** What the auth guard learned about a request's sender (absent for anonymous requests). */
export interface RequestAuth {
  user: User;
  session: UserSession;
  /** The raw cookie token (to revoke at sign-out; never logged). */
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestAuth;
  }
}
