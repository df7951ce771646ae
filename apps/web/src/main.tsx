import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { installPaletteVariables } from './app/palette-css';
import { createQueryClient } from './app/query-client';
import { router } from './app/router';
import { ThemeProvider } from './features/theme/components/theme-provider';
import { applyThemeToDocument, initialTheme } from './features/theme/theme-storage';
import { reloadOnStaleChunk } from './lib/reload-on-stale-chunk';
import './styles/base.css';

// Before the first paint, so a dark-theme visitor never sees a light flash.
installPaletteVariables();
applyThemeToDocument(initialTheme());

reloadOnStaleChunk();

const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
