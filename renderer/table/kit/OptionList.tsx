/**
 * Every option of a decision as a button, numbered for the keys (useOptionKeys). The list is
 * always there, also when the table lets the player click the thing an option names. Past nine
 * options the numbers follow the page of nine the keys answer on (useOptionPages) and a last
 * button, key 0, turns to the next page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../../main/engine/types';
import { KEYS_PER_PAGE, type OptionPages } from './useOptionPages';

export interface OptionListProps {
  options: readonly Option[];
  onChoose(option: Option): void;
  /** The option's text. */
  label(option: Option): ReactNode;
  busy?: boolean;
  /** Show the key numbers (off while another numbered list, e.g. a selected card's, is on screen). */
  numbered?: boolean;
  /** The page of nine the keys answer on (none: the first nine are numbered). */
  pages?: OptionPages;
  /** 'ol': an ordered list of buttons; 'div': buttons side by side; 'fragment': the bare buttons. */
  as?: 'ol' | 'div' | 'fragment';
  className?: string;
  ariaLabel?: string;
  /** Extra class and title of one option's entry. */
  itemClass?(option: Option): string | undefined;
  itemTitle?(option: Option): string | undefined;
  /** Class of the buttons. */
  buttonClass?: string;
  /** More about one option, drawn beneath its text inside its button (e.g. what a card's mode does). */
  detail?(option: Option): ReactNode;
  /** A heading drawn before an option of the list ('ol' only), e.g. the card in hand a group of options plays. */
  heading?(option: Option): ReactNode;
  /** The option under the pointer or the keyboard focus (null when it leaves): the table lights up what it names. */
  onPoint?(option: Option | null): void;
}

/** Key 0: the next page of nine, with the range it shows now. */
function MoreButton({ pages, busy }: { pages: OptionPages; busy: boolean }) {
  const { t } = useTranslation('play');
  const to = Math.min(pages.total, pages.from + KEYS_PER_PAGE);
  return (
    <button type="button" className="play-options-more" disabled={busy} onClick={pages.next}>
      <kbd>0</kbd> {t('options.more', { from: pages.from + 1, to, total: pages.total })}
    </button>
  );
}

export function OptionList({
  options,
  onChoose,
  label,
  busy = false,
  numbered = true,
  pages,
  as = 'ol',
  className,
  ariaLabel,
  itemClass,
  itemTitle,
  buttonClass,
  onPoint,
  detail,
  heading,
}: OptionListProps) {
  const from = pages?.from ?? 0;
  const key = (i: number) => (numbered && i >= from && i < from + KEYS_PER_PAGE ? i - from + 1 : null);
  const button = (o: Option, i: number) => {
    const k = key(i);
    return (
      <button
        key={o.id}
        type="button"
        className={buttonClass}
        disabled={busy}
        onClick={() => onChoose(o)}
        data-option={o.id}
        title={itemTitle?.(o)}
        onMouseEnter={onPoint ? () => onPoint(o) : undefined}
        onMouseLeave={onPoint ? () => onPoint(null) : undefined}
        onFocus={onPoint ? () => onPoint(o) : undefined}
        onBlur={onPoint ? () => onPoint(null) : undefined}
      >
        {k !== null ? <kbd>{k}</kbd> : null} {label(o)}
        {detail ? detail(o) : null}
      </button>
    );
  };
  const more = numbered && pages && pages.total > KEYS_PER_PAGE ? <MoreButton pages={pages} busy={busy} /> : null;
  if (as === 'fragment')
    return (
      <>
        {options.map(button)}
        {more}
      </>
    );
  if (as === 'div') {
    return (
      <div className={className} aria-label={ariaLabel}>
        {options.map(button)}
        {more}
      </div>
    );
  }
  return (
    <ol className={className} aria-label={ariaLabel}>
      {options.map((o, i) => {
        const head = heading?.(o);
        const item = (
          <li key={o.id} className={itemClass?.(o)}>
            {button(o, i)}
          </li>
        );
        return head
          ? [
              <li key={`${o.id}/heading`} className="play-options-heading">
                {head}
              </li>,
              item,
            ]
          : item;
      })}
      {more ? <li className="play-options-more-item">{more}</li> : null}
    </ol>
  );
}
