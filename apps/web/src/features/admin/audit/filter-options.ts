import { ENTITY_KINDS, EventTypes } from '@warroom/contracts';
import { fieldName } from './entry-values';

type Option = { value: string; label: string };
type OptionGroup = { label: string; options: Option[] };

const FAMILIES: Record<string, string> = {
  auth: 'Sign-in',
  user: 'Users',
  invitation: 'Invitations',
  application: 'Applications',
  objective: 'Objectives',
  keyresult: 'Key results',
  initiative: 'Initiatives',
  decision: 'Decisions',
  metric: 'Metrics',
  meeting: 'Meetings',
  document: 'Documents',
};

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * Every action the log records, grouped by what it is about, each named in words
 * ('Applications › Status changed'); the value is the action the API filters by.
 */
export const ACTION_OPTIONS: OptionGroup[] = Object.values(
  Object.values(EventTypes).reduce<Record<string, OptionGroup>>((groups, action) => {
    const [family, what] = action.split('.');
    const label = FAMILIES[family] ?? capitalized(family);
    const group = (groups[family] ??= { label, options: [] });
    group.options.push({ value: action, label: capitalized(fieldName(what)) });
    return groups;
  }, {}),
);

/** The action's words for the picker's selection and search: 'Applications: Status changed'. */
export const actionLabel = (action: string): string => {
  for (const group of ACTION_OPTIONS) {
    const option = group.options.find((candidate) => candidate.value === action);
    if (option) return `${group.label}: ${option.label}`;
  }
  return action;
};

/** The kinds of thing an entry can be about; the API matches every entry of the kind. */
export const ENTITY_OPTIONS: Option[] = Object.keys(ENTITY_KINDS).map((kind) => ({
  value: kind,
  label: capitalized(fieldName(kind)),
}));
