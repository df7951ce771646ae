import type { Theme } from '@warroom/contracts';
import { type ThemeConfig, theme as antdTheme } from 'antd';
import { PALETTE, type ThemePalette } from './palette';

const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** antd's tokens from the palette: brand for primary actions, one link blue, readable greys and reds. */
function themeOf(palette: ThemePalette, algorithm: ThemeConfig['algorithm']): ThemeConfig {
  return {
    algorithm,
    token: {
      colorPrimary: palette.brand.bg,
      colorPrimaryHover: palette.brandHover,
      colorPrimaryActive: palette.brandHover,
      colorInfo: palette.link,
      colorLink: palette.link,
      colorLinkHover: palette.linkHover,
      colorLinkActive: palette.linkHover,
      colorSuccess: palette.success,
      colorError: palette.danger,
      colorBgLayout: palette.bgLayout,
      colorBgContainer: palette.bgContainer,
      colorTextDescription: palette.textSecondary,
      colorTextTertiary: palette.textSecondary,
      colorTextPlaceholder: palette.placeholder,
      borderRadius: 8,
      fontFamily,
    },
    components: {
      Button: { primaryColor: palette.brand.fg },
      // The portal's top bar: 56px high, 16px at the sides.
      Layout: { headerHeight: 56, headerPadding: '0 16px' },
      Menu: { itemSelectedBg: palette.brandSoft.bg, itemSelectedColor: palette.brandSoft.fg },
    },
  };
}

const light = themeOf(PALETTE.light, antdTheme.defaultAlgorithm);
const dark = themeOf(PALETTE.dark, antdTheme.darkAlgorithm);

export function antdThemeFor(theme: Theme): ThemeConfig {
  return theme === 'dark' ? dark : light;
}
