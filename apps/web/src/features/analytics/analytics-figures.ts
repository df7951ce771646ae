import { type ApplicationAnalytics, type ApplicationStatus, STAGE_OPTIONS } from '@warroom/contracts';
import { BADGE_COLORS } from '../../shared/theme/badge-colors';

/** SPEC.md section 9: grey submitted, amber under review, blue voting, green accepted, red rejected, purple waitlisted. */
export const STATUS_CHART_COLORS: Record<ApplicationStatus, string> = {
  SUBMITTED: BADGE_COLORS.grey,
  UNDER_REVIEW: BADGE_COLORS.amber,
  VOTING: BADGE_COLORS.blue,
  ACCEPTED: BADGE_COLORS.green,
  REJECTED: BADGE_COLORS.red,
  WAITLISTED: BADGE_COLORS.purple,
};

/** The reviewers' names for the statuses, as on the review counts (not the applicant's wording). */
const CHART_LABELS: Record<ApplicationStatus, string> = {
  SUBMITTED: 'Submitted',
  UNDER_REVIEW: 'Under Review',
  VOTING: 'Voting',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  WAITLISTED: 'Waitlisted',
};

const CHART_STATUSES = Object.keys(STATUS_CHART_COLORS) as ApplicationStatus[];

export type StatusSlice = { status: ApplicationStatus; label: string; count: number };

export function statusSlices(analytics: ApplicationAnalytics): StatusSlice[] {
  return CHART_STATUSES.map((status) => ({
    status,
    label: CHART_LABELS[status],
    count: analytics.byStatus[status],
  }));
}

/** One decimal, as the server rounds them: '12.5%'. */
export function percentText(value: number): string {
  return `${value.toFixed(1)}%`;
}

export type ChangeDirection = 'up' | 'down' | 'none';

/** Which way a month-over-month change points once shown to one decimal: 0.0% points nowhere. */
export function changeDirection(change: number): ChangeDirection {
  const shown = Math.round(change * 10) / 10;
  if (shown > 0) return 'up';
  if (shown < 0) return 'down';
  return 'none';
}

/** '+12.5%', '-3.0%', and a plain '0.0%' for no change (or nothing to compare with). */
export function changeText(change: number): string {
  const direction = changeDirection(change);
  if (direction === 'none') return percentText(0);
  return `${direction === 'up' ? '+' : '-'}${percentText(Math.abs(change))}`;
}

/** count / total as a percent with one decimal; 0 when there is nothing. */
export function shareOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
}

/** CAREERIST is shown as Careerist; an unknown stage raw. */
export function stageName(stage: string): string {
  return STAGE_OPTIONS.find((option) => option.value === stage)?.label ?? stage;
}
