import { type ApplicationAnalytics, type ApplicationStatus, STAGE_OPTIONS } from '@warroom/contracts';

/** SPEC.md section 9: grey submitted, amber under review, blue voting, green accepted, red rejected, purple waitlisted. */
export const STATUS_CHART_COLORS: Record<ApplicationStatus, string> = {
  SUBMITTED: '#94a3b8',
  UNDER_REVIEW: '#f59e0b',
  VOTING: '#3b82f6',
  ACCEPTED: '#22c55e',
  REJECTED: '#ef4444',
  WAITLISTED: '#a855f7',
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

/** count / total as a percent with one decimal; 0 when there is nothing. */
export function shareOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
}

/** CAREERIST is shown as Careerist; an unknown stage raw. */
export function stageName(stage: string): string {
  return STAGE_OPTIONS.find((option) => option.value === stage)?.label ?? stage;
}
