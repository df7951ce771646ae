import { STAGE_OPTIONS, type Stage } from '@warroom/contracts';
import { formatDay } from '../../../lib/format-date';

type StagePathProps = { stage: Stage | null; since: string | null };

/**
 * The path the landing page names, Careerist → Founder → Sovereign → Kingsman, with the
 * member's stage marked (and the day they reached it); the stages behind it are the way they came.
 */
export function StagePath({ stage, since }: StagePathProps) {
  const at = STAGE_OPTIONS.findIndex((option) => option.value === stage);
  return (
    <ol className="stage-path" aria-label="Path">
      {STAGE_OPTIONS.map((option, index) => {
        const state = index === at ? 'current' : index < at ? 'behind' : 'ahead';
        return (
          <li
            key={option.value}
            className={`stage-path__step stage-path__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="stage-path__dot" aria-hidden />
            <span className="stage-path__name">{option.label}</span>
            <span className="stage-path__note text-secondary">
              {state === 'current' && since ? `Since ${formatDay(since)}` : option.description}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
