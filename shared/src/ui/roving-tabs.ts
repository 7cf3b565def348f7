import type { KeyboardEvent } from 'react';

/**
 * The ARIA tabs keyboard pattern for a hand-made tab list (WCAG 2.1.1): only the selected tab is in the Tab order
 * (roving tabindex); Left/Right (and Up/Down in an `aria-orientation="vertical"` list) go to the previous or next
 * tab, round at the ends, Home and End to the first and last; the tab reached is selected at once and takes focus.
 * The answer gives each tab its props: `<button role="tab" {...tab(i)}>` inside the `role="tablist"` element.
 * With nothing selected yet (`selected` -1) the first tab is the one in the Tab order.
 */
export function useRovingTabs(count: number, selected: number, select: (index: number) => void) {
  return (index: number) => ({
    tabIndex: index === Math.max(selected, 0) ? 0 : -1,
    'aria-selected': index === selected,
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      const list = e.currentTarget.closest('[role="tablist"]');
      const vertical = list?.getAttribute('aria-orientation') === 'vertical';
      const step = { ArrowLeft: -1, ArrowRight: 1, ...(vertical && { ArrowUp: -1, ArrowDown: 1 }) }[e.key];
      const to = e.key === 'Home' ? 0 : e.key === 'End' ? count - 1 : step ? (index + step + count) % count : undefined;
      if (to === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
      e.preventDefault();
      select(to);
      list?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
    },
  });
}
