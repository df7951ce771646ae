import type { Theme } from '@warroom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { meKey } from '../me-key';
import { useCachedMe } from '../session/use-cached-me';
import { ThemeContext } from './theme-context';
import { applyThemeToDocument, initialTheme, otherTheme, storeTheme } from './theme-storage';

/**
 * SPEC.md section 4: the saved user theme wins, else the stored one, else the system
 * preference, else light. A toggle applies at once, is stored, and is saved on the server
 * when someone is signed in; a failed save silently reverts it.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userTheme = useCachedMe()?.user.theme;
  const [theme, setTheme] = useState<Theme>(initialTheme);

  const choose = useCallback((next: Theme) => {
    setTheme(next);
    storeTheme(next);
  }, []);

  useEffect(() => {
    if (userTheme) choose(userTheme);
  }, [userTheme, choose]);

  useLayoutEffect(() => applyThemeToDocument(theme), [theme]);

  const { mutate: saveTheme } = useMutation({
    // Loaded when a signed-in user first toggles: the public pages' first script has no API client.
    mutationFn: async (next: Theme) => (await import('./api')).updateTheme(next),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey() }),
    onError: (_error, attempted) => choose(otherTheme(attempted)),
  });

  const toggleTheme = useCallback(() => {
    const next = otherTheme(theme);
    choose(next);
    if (queryClient.getQueryData(meKey())) saveTheme(next);
  }, [theme, choose, queryClient, saveTheme]);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
