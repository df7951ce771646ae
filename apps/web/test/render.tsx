import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Me, Role } from '@warroom/contracts';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '../src/shared/theme/theme-provider';

/** The app's query rules (SPEC.md section 9): no retries, never stale, no refetch on focus. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Where the app is, for a spec to read: the path and query of the memory router. */
export const location = { current: '' };

function LocationProbe() {
  const here = useLocation();
  location.current = `${here.pathname}${here.search}`;
  return null;
}

type RenderOptions = {
  /** The address the app starts at. */
  at?: string;
  /** The route pattern the element is rendered for (its `:id`). */
  path?: string;
  queryClient?: QueryClient;
};

/**
 * `ui` as the app renders a page: its query client, the theme, antd's App (toasts) and a
 * router at `at`; other addresses render nothing, so a navigation away shows in `location`.
 */
export function renderPage(
  ui: ReactNode,
  { at = '/', path = '*', queryClient = testQueryClient() }: RenderOptions = {},
) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <App>
          <MemoryRouter initialEntries={[at]}>
            <LocationProbe />
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          </MemoryRouter>
        </App>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A signed-in user as GET /api/auth/me answers. */
export function meOf(role: Role): Me {
  const user = {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Ada Admin',
    email: 'ada@example.com',
    role,
    theme: 'light' as const,
    active: true,
    createdAt: '2026-01-05T09:00:00.000Z',
  };
  return { ...user, completeProfile: false, user };
}
