import type { Theme } from '@warroom/contracts';
import { type BadgeColor, PALETTE, type ThemePalette } from './palette';

const BADGES: readonly BadgeColor[] = ['grey', 'amber', 'blue', 'green', 'red', 'purple'];

/** The palette as CSS custom properties: `--wr-link`, `--wr-badge-green`, `--wr-badge-green-text`... */
export function paletteVariables(palette: ThemePalette): Record<string, string> {
  const variables: Record<string, string> = {
    '--wr-brand': palette.brand.bg,
    '--wr-on-brand': palette.brand.fg,
    '--wr-brand-soft': palette.brandSoft.bg,
    '--wr-brand-soft-text': palette.brandSoft.fg,
    '--wr-bg-layout': palette.bgLayout,
    '--wr-bg-container': palette.bgContainer,
    '--wr-text': palette.text,
    '--wr-text-secondary': palette.textSecondary,
    '--wr-link': palette.link,
    '--wr-link-hover': palette.linkHover,
    '--wr-success': palette.success,
    '--wr-danger': palette.danger,
  };
  for (const name of BADGES) {
    variables[`--wr-badge-${name}`] = palette.badge[name].bg;
    variables[`--wr-badge-${name}-text`] = palette.badge[name].fg;
  }
  return variables;
}

function block(selector: string, theme: Theme): string {
  const lines = Object.entries(paletteVariables(PALETTE[theme])).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${lines.join('\n')}\n}`;
}

/** One stylesheet for both themes, keyed on the `data-theme` the theme logic sets on <html>. */
export function paletteCss(): string {
  return `${block(':root', 'light')}\n${block(":root[data-theme='dark']", 'dark')}\n`;
}

/** Written once at startup, before the first paint; every stylesheet reads these variables. */
export function installPaletteVariables(doc: Document = document): void {
  const id = 'wr-palette';
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = paletteCss();
  doc.head.prepend(style);
}
