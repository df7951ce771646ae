import type { Theme } from '@warroom/contracts';
import { createContext } from 'react';

export type ThemeContextValue = {
  theme: Theme;
  toggleTheme: () => void;
};

export const ThemeContext = createContext<ThemeContextValue | null>(null);
