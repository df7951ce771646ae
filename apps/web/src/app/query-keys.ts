/**
 * Every query key of the app. A key is the API path split into parts, so the default
 * query function can GET the parts joined by slashes (SPEC.md section 7).
 */
export const queryKeys = {
  auth: {
    me: () => ['/api/auth/me'] as const,
    loginHint: () => ['/api/auth/login-hint'] as const,
  },
  applications: {
    status: (id: string) => ['/api/applications', encodeURIComponent(id), 'status'] as const,
  },
} as const;
