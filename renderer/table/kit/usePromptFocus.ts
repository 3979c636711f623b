import { useEffect, useRef } from 'react';

/**
 * Keyboard users land on each new question: when the step changes, the prompt takes the focus
 * unless the focus is somewhere else on purpose (Tab then reaches the options). Focus that was on
 * an answer (`inside`, e.g. the option list), or lost, moves to the prompt.
 */
export function usePromptFocus<E extends HTMLElement>(step: number, inside: string) {
  const prompt = useRef<E>(null);
  useEffect(() => {
    const el = document.activeElement;
    if (!el || el === document.body || !el.isConnected || el.closest(inside)) prompt.current?.focus({ preventScroll: true });
  }, [step, inside]);
  return prompt;
}
