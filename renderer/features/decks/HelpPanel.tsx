import { useTranslation } from 'react-i18next';
import { FORMATS } from './lib/constants';
import { Modal } from './Modal';

const SHORTCUTS = ['searchDown', 'resultAdd', 'deckPlus', 'deckMinus', 'deckDelete', 'arrows', 'drag', 'dragOut', 'save'] as const;
const EDITION_RULES = {
  'vekn-current': ['crypt', 'library', 'groups', 'banned'],
  'es-2018': ['crypt', 'library', 'groups', 'banned'],
} as const;

/** In-app help of the deck editor: accepted formats, legality rules per edition, keyboard. */
function HelpContent() {
  const { t } = useTranslation('decks');
  return (
    <div className="dk-help" data-testid="deck-help">
      <section>
        <h3>{t('help.editorTitle')}</h3>
        <p>{t('help.editor')}</p>
        <p>{t('help.autosave')}</p>
      </section>
      <section>
        <h3>{t('help.shortcutsTitle')}</h3>
        <dl className="dk-shortcuts">
          {SHORTCUTS.map((k) => (
            <div key={k}>
              <dt>
                <kbd>{t(`help.keys.${k}`)}</kbd>
              </dt>
              <dd>{t(`help.shortcuts.${k}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h3>{t('help.legalityTitle')}</h3>
        {(Object.keys(EDITION_RULES) as (keyof typeof EDITION_RULES)[]).map((ed) => (
          <div key={ed}>
            <h4>
              {t(`edition.${ed}`)} <cite className="dk-rule">{t(`help.editionRef.${ed}`)}</cite>
            </h4>
            <ul>
              {EDITION_RULES[ed].map((r) => (
                <li key={r}>{t(`help.rules.${ed}.${r}`)}</li>
              ))}
            </ul>
          </div>
        ))}
        <p>{t('help.warnings')}</p>
      </section>
      <section>
        <h3>{t('help.formatsTitle')}</h3>
        <p>{t('help.formatsIntro')}</p>
        <ul>
          {FORMATS.map((f) => (
            <li key={f}>
              <strong>{t(`formats.${f}`, { defaultValue: f.toUpperCase() })}</strong>: {t(`help.formats.${f}`)}
            </li>
          ))}
        </ul>
        <p>{t('help.unknownNames')}</p>
      </section>
      <section>
        <h3>{t('help.statsTitle')}</h3>
        <p>{t('help.stats')}</p>
      </section>
    </div>
  );
}

export function HelpPanel({ asDialog, onClose }: { asDialog?: boolean; onClose?: () => void }) {
  const { t } = useTranslation('decks');
  if (asDialog) {
    return (
      <Modal title={t('help.title')} onClose={onClose ?? (() => undefined)} wide testId="help-dialog">
        <HelpContent />
      </Modal>
    );
  }
  return <HelpContent />;
}
