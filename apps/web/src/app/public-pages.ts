import { ROUTES } from '../shared/routes';

/**
 * The module of each public page, by path: the router loads it as the page's lazy route. Each
 * is named after the first segment of its path (`/login`: login-page; `/`: landing-page),
 * which is how the build writes each page's HTML with the code to preload for its address
 * (`pages/<segment>.html`; `preload-public-page.ts`, a plugin of the build).
 */
export const PUBLIC_PAGE_MODULES = {
  [ROUTES.landing]: () => import('../pages/landing-page'),
  [ROUTES.apply]: () => import('../pages/apply-page'),
  [ROUTES.applicationStatus]: () => import('../pages/application-status-page'),
  [ROUTES.login]: () => import('../pages/login-page'),
  [ROUTES.forgotPassword]: () => import('../pages/forgot-password-page'),
  [ROUTES.resetPassword]: () => import('../pages/reset-password-page'),
  [ROUTES.join]: () => import('../pages/join-page'),
} as const;

export type PublicPath = keyof typeof PUBLIC_PAGE_MODULES;
