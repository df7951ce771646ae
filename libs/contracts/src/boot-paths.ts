/**
 * The API paths the web app's first script needs (the signed-in user's query key), in a module
 * without schemas: the operations that serve them read them from here, and the app's boot
 * imports this alone, so a public page evaluates no zod until a form needs it (issue 19).
 */
export const ME_PATH = '/api/auth/me';
