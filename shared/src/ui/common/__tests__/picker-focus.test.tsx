import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { usePickerFocus } from '..';
import { DatePicker, Picker } from '../../../antd';

// jsdom "follows" an <a> without href (antd-mobile's 确定 and 取消); browsers do nothing
document.addEventListener('click', (e) => (e.target as Element).closest?.('a:not([href])') && e.preventDefault(), true);

const picked = jest.fn();

function BankField() {
  const [open, setOpen] = useState(false);
  const focus = usePickerFocus(open, '选择银行', () => setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        银行类型
      </button>
      <Picker
        {...focus}
        visible={open}
        columns={[['招商银行', '中国银行'].map((b) => ({ label: b, value: b }))]}
        defaultValue={['中国银行']}
        onClose={() => setOpen(false)}
        onConfirm={(v) => picked(v[0])}
        confirmText="确定"
        cancelText="取消"
      />
    </>
  );
}

function DayField() {
  const [open, setOpen] = useState(false);
  const focus = usePickerFocus(open, '选择出生日期', () => setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        出生日期
      </button>
      <DatePicker
        {...focus}
        visible={open}
        min={new Date(1980, 0, 1)}
        max={new Date(2000, 0, 1)}
        defaultValue={new Date(1990, 0, 1)}
        onClose={() => setOpen(false)}
        onConfirm={(d) => picked(d.getFullYear())}
      />
    </>
  );
}

beforeEach(() => picked.mockReset());

describe('usePickerFocus', () => {
  it('Picker: opening moves focus to 确定 in a dialog named by the title; Enter confirms and focus goes back', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<BankField />);
    const opener = screen.getByRole('button', { name: '银行类型' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '选择银行' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const ok = screen.getByRole('button', { name: '确定' });
    await waitFor(() => expect(ok).toHaveFocus());
    // 取消 and 确定 are keyboard buttons
    expect([screen.getByRole('button', { name: '取消' }).tabIndex, ok.tabIndex]).toEqual([0, 0]);
    await user.keyboard('{Enter}');
    expect(picked).toHaveBeenCalledWith('中国银行');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('Picker, opened again: focus moves in again; Escape and Space on 取消 close it and give focus back', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<BankField />);
    const opener = screen.getByRole('button', { name: '银行类型' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    screen.getByRole('button', { name: '取消' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect(picked).not.toHaveBeenCalled();
  });

  it('DatePicker: the same, named 选择出生日期', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<DayField />);
    const opener = screen.getByRole('button', { name: '出生日期' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: '选择出生日期' });
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(picked).toHaveBeenCalledWith(1990);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('Picker: the wheel is a keyboard stop; ↓ and ↑ turn it, Home and End go to its ends, 确定 picks what it shows', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<BankField />);
    await user.click(screen.getByRole('button', { name: '银行类型' }));
    await screen.findByRole('dialog', { name: '选择银行' });
    const wheel = screen.getByRole('button', { name: '当前选择的是：中国银行' });
    expect(wheel.tabIndex).toBe(0);
    wheel.focus();
    await user.keyboard('{ArrowDown}');
    // the last bank: ↓ stays
    expect(wheel).toHaveAccessibleName('当前选择的是：中国银行');
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(wheel).toHaveAccessibleName('当前选择的是：招商银行'));
    expect(wheel).toHaveFocus();
    await user.keyboard('{End}');
    await waitFor(() => expect(wheel).toHaveAccessibleName('当前选择的是：中国银行'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(wheel).toHaveAccessibleName('当前选择的是：招商银行'));
    screen.getByRole('button', { name: '确定' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(picked).toHaveBeenCalledWith('招商银行'));
  });

  it('Picker: 确定 pressed in the same moment as a turn picks the turned value (the picker gets it a timer later)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<BankField />);
    await user.click(screen.getByRole('button', { name: '银行类型' }));
    await screen.findByRole('dialog', { name: '选择银行' });
    const wheel = screen.getByRole('button', { name: '当前选择的是：中国银行' });
    const ok = screen.getByRole('button', { name: '确定' });
    // both keys in one task, as a busy phone runs queued key presses before the picker's timer
    act(() => {
      fireEvent.keyDown(wheel, { key: 'ArrowUp' });
      fireEvent.keyDown(ok, { key: 'Enter' });
    });
    await waitFor(() => expect(picked).toHaveBeenCalledWith('招商银行'));
    expect(picked).toHaveBeenCalledTimes(1);
  });

  it('DatePicker: each wheel turns on its own; PageDown moves five; the picked date is what the wheels show', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<DayField />);
    await user.click(screen.getByRole('button', { name: '出生日期' }));
    await screen.findByRole('dialog', { name: '选择出生日期' });
    const [year, month] = screen.getAllByRole('button', { name: /^当前选择的是：/ });
    expect(year).toHaveAccessibleName('当前选择的是：1990');
    expect(month).toHaveAccessibleName('当前选择的是：1');
    year.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(year).toHaveAccessibleName('当前选择的是：1988'));
    month.focus();
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(month).toHaveAccessibleName('当前选择的是：6'));
    screen.getByRole('button', { name: '确定' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(picked).toHaveBeenCalledWith(1988));
  });
});
