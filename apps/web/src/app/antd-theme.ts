import type { Theme } from '@warroom/contracts';
import { type ThemeConfig, theme as antdTheme } from 'antd';

const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const light: ThemeConfig = {
  algorithm: antdTheme.defaultAlgorithm,
  token: { colorPrimary: '#b45309', colorInfo: '#1d4ed8', colorBgLayout: '#f5f6f8', borderRadius: 8, fontFamily },
};

const dark: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: { colorPrimary: '#f59e0b', colorInfo: '#60a5fa', colorBgLayout: '#0b0d12', borderRadius: 8, fontFamily },
  // Dark text on amber keeps primary buttons readable (white on amber fails contrast).
  components: { Button: { primaryColor: '#111827' } },
};

export function antdThemeFor(theme: Theme): ThemeConfig {
  return theme === 'dark' ? dark : light;
}
