import { useCallback, useRef } from 'react';
import { useDialogFocus } from '../focus';

const BUTTON = '.adm-picker-header-button';
/** antd-mobile draws, under each wheel, a hidden "current value" button followed by "previous" and "next" buttons. */
const CURRENT = '.adm-picker-view-column-accessible-current';
const ITEM = '.adm-picker-view-column-item';
/** How many items each key turns a wheel by. */
const WHEEL_KEYS: Record<string, number> = {
  ArrowUp: -1,
  ArrowDown: 1,
  PageUp: -5,
  PageDown: 5,
  Home: -Infinity,
  End: Infinity,
};

/** Each wheel's current value becomes a keyboard stop that the arrow keys turn (it is drawn anew when a column is). */
function keyboardWheels(box: HTMLElement) {
  box.querySelectorAll<HTMLElement>(CURRENT).forEach((current) => {
    if (current.tabIndex === 0) return;
    current.tabIndex = 0;
    current.setAttribute('aria-keyshortcuts', Object.keys(WHEEL_KEYS).join(' '));
  });
}

/** Turns the wheel of `current` by `by` items (clamped to its ends) by pressing that item, as a tap does; true if it moved. */
function turn(current: HTMLElement, by: number) {
  const items = [...(current.closest('.adm-picker-view-column')?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
  const at = items.findIndex((item) => item.dataset.selected === 'true');
  const to = Math.min(items.length - 1, Math.max(0, at + by));
  if (at < 0 || to === at) return false;
  items[to].click();
  return true;
}

/**
 * A picker's turns not yet handed to it: antd-mobile's PickerView gives the Picker a turned value a timer later (a
 * debounce of 0 ms) and calls its `onSelect` then; 确定 pressed before that took the value from before the turn.
 */
interface Turns {
  unseen: boolean;
  /** presses of 确定 waiting for the picker to have the turned value */
  waiting: (() => void)[];
}
const turnsOf = new WeakMap<HTMLElement, Turns>();

/** The picker has the turned value (its onSelect): the waiting presses go once it has drawn it (two timers later). */
function turnSeen(box: HTMLElement | null) {
  const turns = box && turnsOf.get(box);
  if (!turns) return;
  turns.unseen = false;
  const presses = turns.waiting.splice(0);
  if (presses.length) setTimeout(() => setTimeout(() => presses.forEach((press) => press()), 0), 0);
}

/**
 * 取消 and 确定 are `<a role="button">` without href: in the Tab order, and Enter or Space press them. Each wheel is
 * a Tab stop too (named 当前选择的是：…): ↑ and ↓ turn it one item, Home and End to its first and last, PageUp and
 * PageDown five items (WCAG 2.1.1; a finger drags it, a keyboard could not).
 */
function keyboardButtons(box: HTMLElement) {
  if (box.dataset.h5Keys) return;
  box.dataset.h5Keys = '1';
  const turns: Turns = { unseen: false, waiting: [] };
  turnsOf.set(box, turns);
  box.querySelectorAll<HTMLElement>(BUTTON).forEach((b, i) => {
    b.tabIndex = 0;
    // focus lands on 确定 when the picker opens
    if (i === 1) b.dataset.autofocus = '';
  });
  keyboardWheels(box);
  new MutationObserver(() => keyboardWheels(box)).observe(box, { childList: true, subtree: true });
  box.addEventListener('keydown', (e) => {
    const target = e.target as Element;
    const current = target.closest<HTMLElement>(CURRENT);
    if (current) {
      const by = WHEEL_KEYS[e.key];
      if (by === undefined) return;
      e.preventDefault();
      if (turn(current, by)) turns.unseen = true;
      return;
    }
    const button = target.closest<HTMLElement>(BUTTON);
    if (!button || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    // a busy phone runs queued key presses before timers: after a turn the picker has not seen yet, the press waits
    // for it (and goes anyway after two seconds, should the picker never say)
    if (!turns.unseen) return button.click();
    let pressed = false;
    const press = () => {
      if (pressed) return;
      pressed = true;
      button.click();
    };
    turns.waiting.push(press);
    setTimeout(press, 2000);
  });
}

/**
 * Focus for antd-mobile's `Picker` and `DatePicker` (WCAG 2.4.3, 2.1.1), which move none: spread the answer on the
 * picker (`<Picker {...usePickerFocus(open, '选择银行', close)} …>`). It gives the picker its title and its name, and
 * makes it a modal dialog: when it opens focus moves to its 确定, Tab goes round 取消, 确定 and each wheel (the arrow
 * keys turn a wheel), Escape closes it (`onClose`), and when it closes focus goes back to the field that opened it
 * (`useDialogFocus`). The picker is found from its title, an element of ours drawn inside it; its content is drawn
 * anew at each opening (`destroyOnClose`), so focus moves once it is on screen, as in every `Sheet`. Its `onSelect`
 * tells the keyboard when a turn has reached the picker (a 确定 pressed right after a turn waits for that): the
 * picker takes no `onSelect` of its own.
 */
export function usePickerFocus(visible: boolean, title: string, onClose: () => void) {
  const setBox = useDialogFocus(visible, onClose);
  const boxRef = useRef<HTMLElement | null>(null);
  const titleRef = useCallback(
    (el: HTMLElement | null) => {
      const box = el?.closest<HTMLElement>('.adm-picker') ?? null;
      boxRef.current = box;
      if (box) {
        box.setAttribute('role', 'dialog');
        box.setAttribute('aria-modal', 'true');
        keyboardButtons(box);
      }
      setBox(box);
    },
    [setBox],
  );
  const onSelect = useCallback(() => turnSeen(boxRef.current), []);
  return { title: <span ref={titleRef}>{title}</span>, 'aria-label': title, destroyOnClose: true, onSelect };
}
