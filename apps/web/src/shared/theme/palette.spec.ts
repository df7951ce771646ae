import { describe, expect, it } from '@jest/globals';
import type { Theme } from '@warroom/contracts';
import { contrastRatio } from './contrast';
import { type BadgeColor, PALETTE, progressColor } from './palette';
import { paletteCss, paletteVariables } from './palette-css';

const THEMES: readonly Theme[] = ['light', 'dark'];
const BADGES: readonly BadgeColor[] = ['grey', 'amber', 'blue', 'green', 'red', 'purple'];
const AA = 4.5;

describe.each(THEMES)('the %s palette', (theme) => {
  const palette = PALETTE[theme];
  const surfaces = { layout: palette.bgLayout, container: palette.bgContainer };

  it('has WCAG AA contrast for the text on each badge and on the brand', () => {
    for (const name of BADGES) {
      const { fg, bg } = palette.badge[name];
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA);
    }
    expect(contrastRatio(palette.brand.fg, palette.brand.bg)).toBeGreaterThanOrEqual(AA);
    // Hovered or pressed too: antd's own hover colours are paler (white on #cf602d: 3.9:1).
    expect(contrastRatio(palette.brand.fg, palette.brandHover)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(palette.brandSoft.fg, palette.brandSoft.bg)).toBeGreaterThanOrEqual(AA);
  });

  it.each(['text', 'textSecondary', 'placeholder', 'link', 'linkHover', 'success', 'danger'] as const)(
    'has AA contrast for %s on the page and on cards',
    (role) => {
      for (const surface of Object.values(surfaces)) {
        expect(contrastRatio(palette[role], surface)).toBeGreaterThanOrEqual(AA);
      }
    },
  );

  it('keeps the brand for primary actions: no status colour, no link equals it', () => {
    const statuses = BADGES.map((name) => palette.badge[name].bg);
    expect(statuses).not.toContain(palette.brand.bg);
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(palette.link).not.toBe(palette.brand.bg);
    expect(palette.linkHover).not.toBe(palette.brand.bg);
  });

  it('draws the four progress tones (SPEC.md section 4) in four colours, 25% unlike 50%', () => {
    const tones = (['primary', 'amber', 'blue', 'green'] as const).map((tone) => progressColor(theme, tone));
    expect(new Set(tones).size).toBe(4);
    expect(progressColor(theme, 'primary')).toBe(palette.brand.bg);
    // Apart in lightness, not only in hue: the burnt orange and the amber read as two colours.
    expect(contrastRatio(progressColor(theme, 'amber'), progressColor(theme, 'primary'))).toBeGreaterThan(1.3);
  });

  it('writes every colour as a CSS variable', () => {
    const variables = paletteVariables(palette);
    expect(variables['--wr-badge-green']).toBe(palette.badge.green.bg);
    expect(variables['--wr-link']).toBe(palette.link);
    expect(paletteCss()).toContain(`--wr-brand: ${palette.brand.bg};`);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#b91c1c', '#b91c1c')).toBeCloseTo(1, 5);
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBeCloseTo(1, 5);
  });
});
