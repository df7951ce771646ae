import { CheckCircleFilled, CloseCircleFilled, MinusCircleFilled } from '@ant-design/icons';
import type { VoteValue } from '@warroom/contracts';
import type { ReactNode } from 'react';
import { SolidTag } from '../../../../shared/theme/solid-tag';
import { VERDICT_META } from '../../vote-meta';

const ICONS: Record<VoteValue, ReactNode> = {
  APPROVE: <CheckCircleFilled aria-hidden />,
  REJECT: <CloseCircleFilled aria-hidden />,
  ABSTAIN: <MinusCircleFilled aria-hidden />,
};

/** A verdict as an icon and its word on its own colour (never colour alone). */
export function VerdictTag({ vote }: { vote: VoteValue }) {
  const meta = VERDICT_META[vote];
  return (
    <SolidTag color={meta.color}>
      {ICONS[vote]} {meta.label}
    </SolidTag>
  );
}
