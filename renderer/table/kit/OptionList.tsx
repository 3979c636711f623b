/**
 * Every option of a decision as a button, numbered 1-9 for the keys (useOptionKeys). The list
 * is always there, also when the table lets the player click the thing an option names.
 */
import type { ReactNode } from 'react';
import type { Option } from '../../../main/engine/types';

export interface OptionListProps {
  options: readonly Option[];
  onChoose(option: Option): void;
  /** The option's text. */
  label(option: Option): ReactNode;
  busy?: boolean;
  /** Show the key numbers (off while another numbered list, e.g. a selected card's, is on screen). */
  numbered?: boolean;
  /** 'ol': an ordered list of buttons; 'div': buttons side by side; 'fragment': the bare buttons. */
  as?: 'ol' | 'div' | 'fragment';
  className?: string;
  ariaLabel?: string;
  /** Extra class and title of one option's entry. */
  itemClass?(option: Option): string | undefined;
  itemTitle?(option: Option): string | undefined;
  /** Class of the buttons. */
  buttonClass?: string;
}

export function OptionList({
  options,
  onChoose,
  label,
  busy = false,
  numbered = true,
  as = 'ol',
  className,
  ariaLabel,
  itemClass,
  itemTitle,
  buttonClass,
}: OptionListProps) {
  const button = (o: Option, i: number) => (
    <button
      key={o.id}
      type="button"
      className={buttonClass}
      disabled={busy}
      onClick={() => onChoose(o)}
      data-option={o.id}
      title={itemTitle?.(o)}
    >
      {numbered && i < 9 ? <kbd>{i + 1}</kbd> : null} {label(o)}
    </button>
  );
  if (as === 'fragment') return <>{options.map(button)}</>;
  if (as === 'div') {
    return (
      <div className={className} aria-label={ariaLabel}>
        {options.map(button)}
      </div>
    );
  }
  return (
    <ol className={className} aria-label={ariaLabel}>
      {options.map((o, i) => (
        <li key={o.id} className={itemClass?.(o)}>
          {button(o, i)}
        </li>
      ))}
    </ol>
  );
}
