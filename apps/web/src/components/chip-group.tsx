import { CheckOutlined } from '@ant-design/icons';
import { useId } from 'react';
import './chip-group.css';

export type ChipOption<T extends string> = { value: T; label: string };

type ChipGroupProps<T extends string> = {
  /** Names the group ('Expertise'); none when the caller's fieldset names it with its legend. */
  label?: string;
  options: readonly ChipOption<T>[];
  selected: readonly T[];
  onToggle: (value: T) => void;
};

/**
 * Filter chips: each a toggle button (pressed or not) in a labelled group, so a keyboard and a
 * screen reader use them as buttons; whether one or many may be pressed is the caller's rule.
 */
export function ChipGroup<T extends string>({ label, options, selected, onToggle }: ChipGroupProps<T>) {
  const labelId = useId();
  const group = label ? { role: 'group', 'aria-labelledby': labelId } : {};
  return (
    <div {...group} className="chip-group">
      {label ? (
        <span id={labelId} className="chip-group__label">
          {label}
        </span>
      ) : null}
      <div className="chip-group__chips">
        {options.map((option) => {
          const pressed = selected.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              className="filter-chip"
              aria-pressed={pressed}
              onClick={() => onToggle(option.value)}
            >
              {pressed ? <CheckOutlined aria-hidden /> : null}
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
