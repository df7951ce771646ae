import { type BadgeColor, PALETTE } from './palette';

export type { BadgeColor } from './palette';

/**
 * Solid badge backgrounds (SPEC.md section 4) of the light theme, for what draws outside
 * React's theme (charts); a badge itself is a SolidTag, which follows the theme.
 */
export const BADGE_COLORS: Readonly<Record<BadgeColor, string>> = Object.fromEntries(
  Object.entries(PALETTE.light.badge).map(([name, swatch]) => [name, swatch.bg]),
) as Record<BadgeColor, string>;
