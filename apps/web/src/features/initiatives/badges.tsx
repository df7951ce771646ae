import type { InitiativeStatus, Rag } from '@warroom/contracts';
import type { BadgeColor } from '../../shared/theme/badge-colors';
import { SolidTag } from '../../shared/theme/solid-tag';

/** SPEC.md section 4: DONE green, IN_PROGRESS blue, BLOCKED red, BACKLOG grey. */
export const INITIATIVE_STATUS_COLOR: Record<InitiativeStatus, BadgeColor> = {
  BACKLOG: 'grey',
  IN_PROGRESS: 'blue',
  DONE: 'green',
  BLOCKED: 'red',
};

export const RAG_COLOR: Record<Rag, BadgeColor> = { GREEN: 'green', AMBER: 'amber', RED: 'red' };

/** Underscores show as spaces: 'IN_PROGRESS' -> 'IN PROGRESS'. */
export function badgeText(value: string): string {
  return value.replaceAll('_', ' ');
}

export function InitiativeStatusTag({ status }: { status: InitiativeStatus }) {
  return <SolidTag color={INITIATIVE_STATUS_COLOR[status]}>{badgeText(status)}</SolidTag>;
}

export function RagTag({ rag }: { rag: Rag }) {
  return <SolidTag color={RAG_COLOR[rag]}>{rag}</SolidTag>;
}
