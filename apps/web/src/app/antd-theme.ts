import type { Theme } from '@warroom/contracts';
import { type ThemeConfig, theme as antdTheme } from 'antd';

const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

// antd's tertiary and description greys (45% black or white) fall under the 4.5:1 contrast of
// WCAG AA on its own backgrounds; these keep secondary text, table and description labels readable.
const lightMutedText = 'rgba(0, 0, 0, 0.62)';
const darkMutedText = 'rgba(255, 255, 255, 0.65)';

const light: ThemeConfig = {
  algorithm: antdTheme.defaultAlgorithm,
  token: {
    colorPrimary: '#b45309',
    colorInfo: '#1d4ed8',
    colorBgLayout: '#f5f6f8',
    colorTextDescription: lightMutedText,
    colorTextTertiary: lightMutedText,
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // antd's #ff4d4f is 3.3:1 on white: too pale for error text and danger buttons.
    colorError: '#c62828',
    borderRadius: 8,
    fontFamily,
  },
  // The selected menu item sits on a pale amber: a darker amber keeps its text readable.
  components: { Menu: { itemSelectedColor: '#92400e' } },
};

const dark: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    colorPrimary: '#f59e0b',
    colorInfo: '#60a5fa',
    colorBgLayout: '#0b0d12',
    colorTextDescription: darkMutedText,
    colorTextTertiary: darkMutedText,
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorError: '#f87171',
    borderRadius: 8,
    fontFamily,
  },
  // Dark text on amber keeps primary buttons readable (white on amber fails contrast); the
  // selected menu item's amber on its dark amber background is lightened for the same reason.
  components: { Button: { primaryColor: '#111827' }, Menu: { itemSelectedColor: '#fcd34d' } },
};

export function antdThemeFor(theme: Theme): ThemeConfig {
  return theme === 'dark' ? dark : light;
}
