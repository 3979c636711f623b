/**
 * Guards against leaving the deck editor with unsaved changes.
 *
 * - `beforeunload` (closing the window or reloading) asks the browser to confirm.
 * - In-app navigation: a capture-phase click listener stops clicks on `#/...` links (the app menu)
 *   while the editor is dirty and hands the target to `ask`, which shows the editor's own dialog
 *   and navigates when the user agrees.
 *
 * Nothing is lost even if the user leaves: every change is already autosaved as a draft.
 */
export interface LeaveGuard {
  /** Called with the hash the user wanted to open; the guard decides whether to go there. */
  ask(targetHash: string): void;
}

/**
 * `blockUnload`: ask before closing/reloading. In Electron a cancelled beforeunload reaches the
 * shell as 'will-prevent-unload', which asks with a native dialog. The draft is autosaved either
 * way.
 */
export function installLeaveGuard(isDirty: () => boolean, guard: LeaveGuard, blockUnload = true): () => void {
  const onBeforeUnload = (e: BeforeUnloadEvent) => {
    if (!blockUnload || !isDirty()) return;
    e.preventDefault();
    // Chromium needs returnValue set to show the prompt.
    e.returnValue = '';
  };
  const onClick = (e: MouseEvent) => {
    if (!isDirty() || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a[href^="#"]') as HTMLAnchorElement | null;
    if (!a || a.dataset.leaveOk === 'true') return;
    const target = a.getAttribute('href') ?? '';
    if (target === window.location.hash) return;
    e.preventDefault();
    e.stopPropagation();
    guard.ask(target);
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  document.addEventListener('click', onClick, { capture: true });
  return () => {
    window.removeEventListener('beforeunload', onBeforeUnload);
    document.removeEventListener('click', onClick, { capture: true });
  };
}

/** Offers a text as a file download (Blob + temporary anchor): the browser host's way to save. */
export function downloadText(text: string, fileName: string, mimeType = 'text/plain'): void {
  const blob = new Blob([text], { type: `${mimeType};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Copies text to the clipboard; falls back to a hidden textarea where the async API is refused. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    /* fall back below */
  }
  const ta = document.createElement('textarea');
  ta.value = text;
  ta.setAttribute('readonly', '');
  ta.style.position = 'fixed';
  ta.style.opacity = '0';
  document.body.appendChild(ta);
  ta.select();
  const ok = document.execCommand('copy');
  ta.remove();
  if (!ok) throw new Error('clipboard refused');
}
