import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'warroom_session';

/** httpOnly, SameSite=Lax, and Secure whenever the request came over HTTPS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    expires,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}
