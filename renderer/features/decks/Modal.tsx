import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A modal dialog (native <dialog> shown with showModal: focus trap, Esc closes). */
export function Modal({
  title,
  onClose,
  children,
  wide,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`dk-deck-modal${wide ? ' dk-wide' : ''}`}
      aria-label={title}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <header className="dk-deck-modal-head">
        <h2>{title}</h2>
        <button type="button" className="link" onClick={onClose} aria-label={t('common.close')}>
          ×
        </button>
      </header>
      <div className="dk-deck-modal-body">{children}</div>
    </dialog>
  );
}
