import { useTheme } from './use-theme';

/** The props every chart of the app gets: its box's height, fitted to the box's width, in the app's theme. */
export function useChartProps(height: number) {
  const theme = useTheme().theme === 'dark' ? 'classicDark' : 'classic';
  return { height, autoFit: true, theme } as const;
}
