import type { Theme } from '@warroom/contracts';

/**
 * The one palette of the app: antd's tokens (antd-theme.ts), the badges (solid-tag.tsx), the
 * progress bars and the CSS custom properties (palette-css.ts) all read it. The brand's burnt
 * orange is for primary actions only; each status colour differs from it and from the others,
 * and every text colour reaches WCAG AA (4.5:1) on what it sits on (palette.spec.ts checks).
 */

export type BadgeColor = 'grey' | 'amber' | 'blue' | 'green' | 'red' | 'purple';

/** A solid badge: its background and the text on it. */
export type Swatch = { readonly bg: string; readonly fg: string };

export type ThemePalette = {
  /** Primary buttons, the selected menu item, focus rings. */
  readonly brand: Swatch;
  /** A primary button under the pointer or pressed, with the brand's text on it (antd's derived one is too pale). */
  readonly brandHover: string;
  /** The selected menu item: brand-tinted background and text. */
  readonly brandSoft: Swatch;
  readonly bgLayout: string;
  readonly bgContainer: string;
  readonly text: string;
  readonly textSecondary: string;
  readonly placeholder: string;
  /** Every link, in every screen. */
  readonly link: string;
  /**
   * A link under the pointer or pressed. Set here, not left to antd, which derives a paler
   * blue from the link's (#6d99f2 on white: 2.8:1, and a phone keeps a tapped link hovered).
   */
  readonly linkHover: string;
  /** Text for good news and bad news (a rising trend, an error). */
  readonly success: string;
  readonly danger: string;
  readonly badge: Readonly<Record<BadgeColor, Swatch>>;
};

const WHITE = '#ffffff';
const INK = '#111827';

/** The solid badges: white text on the dark ones, ink on amber (white on amber fails AA). */
const badges = (amber: string): Record<BadgeColor, Swatch> => ({
  grey: { bg: '#4b5563', fg: WHITE },
  amber: { bg: amber, fg: INK },
  blue: { bg: '#1d4ed8', fg: WHITE },
  green: { bg: '#15803d', fg: WHITE },
  red: { bg: '#b91c1c', fg: WHITE },
  purple: { bg: '#7e22ce', fg: WHITE },
});

export const PALETTE: Readonly<Record<Theme, ThemePalette>> = {
  light: {
    brand: { bg: '#c2410c', fg: WHITE },
    brandHover: '#9a3412',
    brandSoft: { bg: '#fff1e6', fg: '#9a3412' },
    bgLayout: '#f5f6f8',
    bgContainer: WHITE,
    text: INK,
    // antd's 45% greys fall under 4.5:1 on its own backgrounds.
    textSecondary: 'rgba(0, 0, 0, 0.62)',
    placeholder: 'rgba(0, 0, 0, 0.55)',
    link: '#1d4ed8',
    linkHover: '#1e3a8a',
    success: '#15803d',
    danger: '#b91c1c',
    // A bright amber: a 50% objective's bar is plainly not the 25% one's burnt orange.
    badge: badges('#f59e0b'),
  },
  dark: {
    brand: { bg: '#fb923c', fg: INK },
    brandHover: '#fdba74',
    brandSoft: { bg: '#431407', fg: '#fdba74' },
    bgLayout: '#0b0d12',
    bgContainer: '#141414',
    text: '#e8eaef',
    textSecondary: 'rgba(255, 255, 255, 0.65)',
    placeholder: 'rgba(255, 255, 255, 0.55)',
    link: '#60a5fa',
    linkHover: '#93c5fd',
    success: '#4ade80',
    danger: '#f87171',
    // Paler than the dark theme's orange brand, so the two stay apart.
    badge: badges('#fcd34d'),
  },
};

/** SPEC.md section 4: the bar is green at 100%, blue at 75%, amber at 50%, else the primary colour. */
export type ProgressTone = 'green' | 'blue' | 'amber' | 'primary';

export function progressColor(theme: Theme, tone: ProgressTone): string {
  const palette = PALETTE[theme];
  return tone === 'primary' ? palette.brand.bg : palette.badge[tone].bg;
}
