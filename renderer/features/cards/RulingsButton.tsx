import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../decks/Modal';
import { CardRulings } from './CardRulings';

/**
 * A button that opens a V:TES card's imported rulings in a dialog (issue 32 item 1): the game table
 * offers it beside the card it shows and beside the options that play a card from the hand.
 */
export function RulingsButton({ uid, name, compact = false }: { uid: string; name: string; compact?: boolean }) {
  const { t } = useTranslation('lookup');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={compact ? 'link cl-rulings-button' : 'cl-rulings-button'}
        aria-label={t('rulings.open', { name })}
        title={t('rulings.open', { name })}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {t('rulings.title')}
      </button>
      {open ? (
        <Modal title={t('rulings.open', { name })} onClose={() => setOpen(false)} testId="rulings-dialog">
          <CardRulings uid={uid} headingLevel={3} />
        </Modal>
      ) : null}
    </>
  );
}
