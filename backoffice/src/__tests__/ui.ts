import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Types a whole value at once (one change event: userEvent's keystroke by keystroke is slow with antd's forms). */
export const fill = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

/** The table row showing `text` (the header shows the admin's name too: only a match inside a row counts). */
export async function rowOf(text: string, timeout = 60_000) {
  let row: HTMLElement | undefined;
  await waitFor(
    () => {
      row = screen
        .getAllByText(text)
        .map((e) => e.closest<HTMLElement>('tr.ant-table-row'))
        .find((r): r is HTMLElement => r !== null);
      expect(row).toBeDefined();
    },
    { timeout },
  );
  return row!;
}

/**
 * The open confirmation. antd's CSS is not in the test document (render.tsx), so a closed popover, which antd hides
 * with its `-hidden` class, would still count as visible: it is left out by that class, and so are plain tooltips.
 */
export const popconfirm = () =>
  waitFor(() => {
    const open = screen.getAllByRole('tooltip').filter((t) => !t.closest('.ant-popover-hidden, .ant-tooltip'));
    expect(open).toHaveLength(1);
    return open[0];
  });

/** A button's name: antd puts a space between two Chinese characters of some buttons (保 存), not of links. */
export const named = (text: string) => new RegExp(`^${[...text.replace(/ /g, '')].join('\\s?')}$`);
