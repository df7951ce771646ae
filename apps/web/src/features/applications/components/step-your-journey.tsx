import { DraftTextField } from './draft-text-field';
import type { StepProps } from './step-props';

function lengthHint(length: number, minimum: number): string {
  return length >= minimum ? `${length} characters` : `${length} / ${minimum} characters minimum`;
}

export function StepYourJourney({ draft, errors, onChange }: StepProps) {
  return (
    <>
      <DraftTextField
        field="whyJoin"
        label="Why do you want to join the War Room?"
        required
        multiline
        placeholder="What do you want from a room of peers, and what will you bring to it?"
        value={draft.whyJoin}
        error={errors.whyJoin}
        extra={lengthHint(draft.whyJoin.trim().length, 100)}
        onChange={(value) => onChange('whyJoin', value)}
      />
      <DraftTextField
        field="challenges"
        label="What challenges are you facing right now?"
        required
        multiline
        placeholder="Scaling the team, the board, the architecture, the move to the business side…"
        value={draft.challenges}
        error={errors.challenges}
        extra={lengthHint(draft.challenges.trim().length, 50)}
        onChange={(value) => onChange('challenges', value)}
      />
      <DraftTextField
        field="buildingWhat"
        label="What are you building?"
        multiline
        placeholder="The product, the company or the platform you are responsible for."
        value={draft.buildingWhat}
        error={errors.buildingWhat}
        onChange={(value) => onChange('buildingWhat', value)}
      />
    </>
  );
}
