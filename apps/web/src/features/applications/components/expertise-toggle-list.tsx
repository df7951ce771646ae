import { EXPERTISE_OPTIONS } from '@warroom/contracts';

type ExpertiseToggleListProps = { value: string[]; onChange: (value: string[]) => void };

/** A multi-select toggle list: each option is a pressed or unpressed button. */
export function ExpertiseToggleList({ value, onChange }: ExpertiseToggleListProps) {
  const toggle = (option: string) =>
    onChange(value.includes(option) ? value.filter((item) => item !== option) : [...value, option]);
  return (
    <div className="lp-field">
      <span id="apply-expertise-label" className="lp-label">
        Areas of Expertise
      </span>
      <div
        className="lp-toggles"
        role="group"
        aria-labelledby="apply-expertise-label"
        aria-describedby="apply-expertise-hint"
      >
        {EXPERTISE_OPTIONS.map((option) => {
          const selected = value.includes(option);
          return (
            <button
              key={option}
              type="button"
              className="lp-toggle"
              aria-pressed={selected}
              onClick={() => toggle(option)}
            >
              {selected ? (
                <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                  <path
                    d="M5 12.5l4.5 4.5L19 7.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="3"
                    strokeLinecap="round"
                  />
                </svg>
              ) : null}
              {option}
            </button>
          );
        })}
      </div>
      <p id="apply-expertise-hint" className="lp-hint">
        {value.length > 0 ? `${value.length} selected` : 'Select all that apply.'}
      </p>
    </div>
  );
}
