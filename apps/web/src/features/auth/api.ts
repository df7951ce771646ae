import type { LoginBody, LoginHint, LoginReply, Me } from '@warroom/contracts';
import { http } from '../../lib/http';

export function fetchMe(): Promise<Me> {
  return http<Me>('/api/auth/me');
}

export function fetchLoginHint(): Promise<LoginHint> {
  return http<LoginHint>('/api/auth/login-hint');
}

export function login(body: LoginBody): Promise<LoginReply> {
  return http<LoginReply>('/api/auth/login', { method: 'POST', body });
}

export function logout(): Promise<unknown> {
  return http<unknown>('/api/auth/logout', { method: 'POST', body: {} });
}
