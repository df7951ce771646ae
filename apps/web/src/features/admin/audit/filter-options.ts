import { ENTITY_KINDS, EventTypes } from '@warroom/contracts';
import { fieldName } from './entry-values';

type Option = { value: string; label: string };
type OptionGroup = { label: string; options: Option[] };

/** Each family of actions: its group's heading and what one of them is called. */
const FAMILIES: Record<string, [group: string, one: string]> = {
  user: ['Users', 'user'],
  invitation: ['Invitations', 'invitation'],
  application: ['Applications', 'application'],
  objective: ['Objectives', 'objective'],
  keyresult: ['Key results', 'key result'],
  initiative: ['Initiatives', 'initiative'],
  decision: ['Decisions', 'decision'],
  metric: ['Metrics', 'metric'],
  meeting: ['Meetings', 'meeting'],
  document: ['Documents', 'document'],
};

/** Actions whose words are not '<one> <what happened>'. */
const OWN_WORDS: Record<string, string> = {
  [EventTypes.login]: 'Signed in',
  [EventTypes.loginFailed]: 'Sign-in failed',
  [EventTypes.logout]: 'Signed out',
};

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * Every action the log records, grouped by what it is about, each named in words
 * ('Application status changed'); the value is the action the API filters by.
 */
export const ACTION_OPTIONS: OptionGroup[] = Object.values(
  Object.values(EventTypes).reduce<Record<string, OptionGroup>>((groups, action) => {
    const [family, what] = action.split('.');
    const [group, one] = FAMILIES[family] ?? ['Sign-in', family];
    const label = OWN_WORDS[action] ?? capitalized(`${one} ${fieldName(what)}`);
    (groups[family] ??= { label: group, options: [] }).options.push({ value: action, label });
    return groups;
  }, {}),
);

/** The kinds of thing an entry can be about; the API matches every entry of the kind. */
export const ENTITY_OPTIONS: Option[] = Object.keys(ENTITY_KINDS).map((kind) => ({
  value: kind,
  label: capitalized(fieldName(kind)),
}));
