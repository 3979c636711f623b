import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Full-screen blackout between two human seats (design.md §3): nothing of the previous or the
 * next seat is visible; the next player confirms with a click or Enter, and only then the
 * screen asks for their view.
 */
export function Curtain({
  name,
  onConfirm,
  undo,
  children,
}: {
  name: string;
  onConfirm(): void;
  /** The player who just answered may still take it back before passing the computer. */
  undo?: { name: string; onUndo(): void };
  /** The host's tools that show nothing of a seat (the LAN table's panel). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('play');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' && e.target === document.body) {
        e.preventDefault();
        onConfirm();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onConfirm]);
  return (
    <div className="play-curtain" role="dialog" aria-modal="true" aria-labelledby="play-curtain-title">
      <h2 id="play-curtain-title">{t('curtain.pass', { name })}</h2>
      <p className="hint">{t('curtain.hint', { name })}</p>
      <button ref={button} type="button" className="primary" onClick={onConfirm}>
        {t('curtain.confirm', { name })}
      </button>
      {undo ? (
        <button type="button" className="link play-curtain-undo" onClick={undo.onUndo}>
          {t('curtain.undo', { name: undo.name })}
        </button>
      ) : null}
      {children}
    </div>
  );
}
