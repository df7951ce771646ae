import { ME_PATH } from '@warroom/contracts';

/**
 * The signed-in user's query key (GET /api/auth/me), apart from the key factory: the app's
 * boot (the theme, the cached user) needs it before any operation's declaration, and so before
 * any schema, is loaded (query-keys.ts re-exports it as queryKeys.auth.me).
 */
export const meKey = () => [ME_PATH] as const;
