import { type DraftTextFieldSpec, DraftTextFields } from './draft-text-field';
import type { StepProps } from './step-props';

const FIELDS: readonly DraftTextFieldSpec[] = [
  {
    field: 'whyJoin',
    label: 'Why do you want to join the War Room?',
    required: true,
    multiline: true,
    placeholder: 'What do you want from a room of peers, and what will you bring to it?',
    minLength: 100,
  },
  {
    field: 'challenges',
    label: 'What challenges are you facing right now?',
    required: true,
    multiline: true,
    placeholder: 'Scaling the team, the board, the architecture, the move to the business side…',
    minLength: 50,
  },
  {
    field: 'buildingWhat',
    label: 'What are you building?',
    multiline: true,
    placeholder: 'The product, the company or the platform you are responsible for.',
  },
];

export function StepYourJourney(props: StepProps) {
  return <DraftTextFields fields={FIELDS} {...props} />;
}
