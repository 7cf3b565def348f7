import { useEffect, useState } from 'react';

/**
 * Focus in dialogs (WCAG 2.4.3, 2.1.2): when a dialog opens, focus moves into it (its `initial` element, else the one
 * marked `data-autofocus`, else its first control, else the dialog itself); Tab and Shift+Tab go round its controls; when it closes, focus goes back to
 * the element that had it when it opened (the opener). Plain DOM, so the shell's own dialogs (dialog.ts) use it before
 * any area has loaded; React dialogs use `useDialogFocus`.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const controlsOf = (box: HTMLElement) =>
  [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);

/** Moves focus into `box` and keeps Tab inside it; the answer ends that and gives focus back to the opener. */
export function trapFocus(box: HTMLElement, initial?: HTMLElement | null): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const first = initial ?? box.querySelector<HTMLElement>('[data-autofocus]') ?? controlsOf(box)[0];
  if (first) first.focus({ preventScroll: true });
  else {
    if (!box.hasAttribute('tabindex')) box.setAttribute('tabindex', '-1');
    box.focus({ preventScroll: true });
  }
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    const controls = controlsOf(box);
    if (controls.length === 0) return e.preventDefault();
    const at = controls.indexOf(document.activeElement as HTMLElement);
    const next = e.shiftKey ? (at <= 0 ? controls.length - 1 : -1) : at === controls.length - 1 || at < 0 ? 0 : -1;
    if (next < 0) return;
    e.preventDefault();
    controls[next].focus();
  };
  box.addEventListener('keydown', onKey);
  return () => {
    box.removeEventListener('keydown', onKey);
    // back to the opener unless focus has moved on elsewhere meanwhile (the dialog led to another control); an
    // opener on a page hidden meanwhile (a cached page the prompt's 取消 goes back to) is focused once it shows again
    const restore = (tries: number) => {
      const now = document.activeElement;
      const lost = !now || now === document.body || box.contains(now);
      if (!opener?.isConnected || !lost) return;
      opener.focus({ preventScroll: true });
      if (document.activeElement !== opener && tries > 0) requestAnimationFrame(() => restore(tries - 1));
    };
    restore(30);
  };
}

/**
 * `trapFocus` for a React dialog: the answer is the ref callback of the dialog's element. Focus moves in once the
 * element is there while `open`, and goes back to the opener as soon as `open` turns false (a closing animation
 * may keep the element a moment longer). Escape calls `onEscape` while open.
 */
export function useDialogFocus(open: boolean, onEscape?: () => void) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!open || !box) return;
    return trapFocus(box);
  }, [open, box]);
  useEffect(() => {
    if (!open || !onEscape) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onEscape();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onEscape]);
  return setBox;
}
