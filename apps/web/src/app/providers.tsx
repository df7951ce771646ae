import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '../shared/theme/theme-provider';
import { createQueryClient } from './query-client';
import { router } from './router';

const queryClient = createQueryClient();

/** The app: its one query client, the theme (the saved user's, once known) and the router. */
export function AppRoot() {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
