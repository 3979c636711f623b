import type { ReactNode } from 'react';

/**
 * A counter on a seat panel or a card (blood, influence, pool, cards in hand): an icon and a
 * number, with the full label for screen readers and as the tooltip.
 */
export function Counter({
  icon,
  value,
  label,
  className = 'kit-counter',
}: {
  icon?: ReactNode;
  value: ReactNode;
  label: string;
  className?: string;
}) {
  return (
    <span className={className} title={label} aria-label={`${label}: ${value}`}>
      {icon}
      <b aria-hidden="true">{value}</b>
    </span>
  );
}

/** A short status word on a seat panel ('your prey', 'ousted', 'Edge'). */
export function Badge({ className, title, children }: { className: string; title?: string; children: ReactNode }) {
  return (
    <span className={className} title={title}>
      {children}
    </span>
  );
}
