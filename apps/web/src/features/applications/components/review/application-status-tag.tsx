import type { ApplicationStatus } from '@warroom/contracts';
import { SolidTag } from '../../../../shared/theme/solid-tag';
import { STATUS_META, statusBadgeText } from '../../status-meta';

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  return <SolidTag color={STATUS_META[status].color}>{statusBadgeText(status)}</SolidTag>;
}
