import { useTheme } from './use-theme';

/** The @ant-design/charts theme for the app's theme. */
export function useChartTheme(): 'classic' | 'classicDark' {
  return useTheme().theme === 'dark' ? 'classicDark' : 'classic';
}
