/**
 * Solid badge colours (SPEC.md section 4): white text on each of these reaches the 4.5:1
 * contrast of WCAG AA, in the light and the dark theme alike (antd's pale preset tags do not).
 */
export const BADGE_COLORS = {
  grey: '#4b5563',
  amber: '#b45309',
  blue: '#1d4ed8',
  green: '#15803d',
  red: '#b91c1c',
  purple: '#7e22ce',
} as const;

export type BadgeColor = keyof typeof BADGE_COLORS;
