import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { PALETTE } from './palette';
import { useTheme } from './use-theme';
import type { BadgeColor } from './badge-colors';

/** A status or role badge in one of the palette's readable solid colours. */
export function SolidTag({ color, children }: { color: BadgeColor; children: ReactNode }) {
  const { theme } = useTheme();
  const swatch = PALETTE[theme].badge[color];
  return (
    <Tag variant="solid" color={swatch.bg} style={{ color: swatch.fg }}>
      {children}
    </Tag>
  );
}
