import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { BADGE_COLORS, type BadgeColor } from './badge-colors';

/** A status or role badge in one of the readable solid colours. */
export function SolidTag({ color, children }: { color: BadgeColor; children: ReactNode }) {
  return (
    <Tag variant="solid" color={BADGE_COLORS[color]}>
      {children}
    </Tag>
  );
}
