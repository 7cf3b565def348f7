import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useRovingTabs } from '../..';

const NAMES = ['一', '二', '三', '四'];

function Tabs({ vertical = false, start = 0 }: { vertical?: boolean; start?: number }) {
  const [selected, setSelected] = useState(start);
  const tab = useRovingTabs(NAMES.length, selected, setSelected);
  return (
    <>
      <button type="button">before</button>
      <div role="tablist" aria-label="测试" aria-orientation={vertical ? 'vertical' : undefined}>
        {NAMES.map((n, i) => (
          <button key={n} type="button" role="tab" {...tab(i)}>
            {n}
          </button>
        ))}
      </div>
      <button type="button">after</button>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getByRole('tab', { selected: true }).textContent;
const tabbable = () =>
  screen
    .getAllByRole('tab')
    .filter((t) => t.tabIndex === 0)
    .map((t) => t.textContent);

describe('useRovingTabs', () => {
  it('only the selected tab is in the Tab order: Tab goes in on it and out to what follows the list', async () => {
    const user = userEvent.setup();
    render(<Tabs start={2} />);
    expect(tabbable()).toEqual(['三']);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(tab('三')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('Left and Right move, select and focus, round at the ends; Home and End go to the first and last', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    tab('一').focus();
    await user.keyboard('{ArrowRight}');
    expect([selected(), tabbable()]).toEqual(['二', ['二']]);
    expect(tab('二')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selected()).toBe('四');
    expect(tab('四')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('一');
    await user.keyboard('{End}');
    expect(selected()).toBe('四');
    expect(tab('四')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(selected()).toBe('一');
    expect(tab('一')).toHaveFocus();
  });

  it('Up and Down move in a vertical list only', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Tabs />);
    tab('一').focus();
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(selected()).toBe('一');
    unmount();
    render(<Tabs vertical />);
    tab('一').focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toBe('三');
    expect(tab('三')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe('二');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('三');
  });

  it('with nothing selected the first tab is the one in the Tab order', () => {
    render(<Tabs start={-1} />);
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
    expect(tabbable()).toEqual(['一']);
  });
});
