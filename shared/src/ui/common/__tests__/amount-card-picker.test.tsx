import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AmountInput, amountToFen, CardPicker, cardLabel, filterAmountInput } from '..';
import type { SavedCard } from '../../../types';

describe('filterAmountInput / amountToFen', () => {
  it.each([
    ['12.345', '12.34'],
    ['1a2', '12'],
    ['.5', '0.5'],
    ['007', '7'],
    ['1.2.3', '1.23'],
    ['-5', '5'],
    ['1e5', '15'],
    ['', ''],
  ])('%s → %s', (raw, out) => expect(filterAmountInput(raw)).toBe(out));

  it('reads fen exactly', () => {
    expect(amountToFen('0.1')).toBe(10);
    expect(amountToFen('1234.56')).toBe(123456);
    expect(amountToFen('')).toBeNull();
  });
});

describe('AmountInput', () => {
  function Field({ maxFen }: { maxFen?: number | null }) {
    const [v, setV] = useState('');
    return <AmountInput value={v} onChange={setV} maxFen={maxFen} label="取款金额" />;
  }

  it('keeps to 2 decimals and fills the max from fen', async () => {
    const user = userEvent.setup();
    render(<Field maxFen={123450} />);
    const input = screen.getByLabelText('取款金额');
    await user.type(input, '88.888');
    expect(input).toHaveValue('88.88');
    await user.click(screen.getByRole('button', { name: '最大金额' }));
    expect(input).toHaveValue('1234.50');
  });

  it('has no max button without maxFen', () => {
    render(<Field />);
    expect(screen.queryByRole('button', { name: '最大金额' })).not.toBeInTheDocument();
  });
});

describe('CardPicker', () => {
  const cards: SavedCard[] = [
    { id: 1, bank: '招商银行', bank_owner: '张三', bank_no: '6225880112345678', bank_address: '', ico: '' },
    {
      id: 2,
      bank: 'USDT',
      bank_owner: 'TRC',
      bank_no: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      bank_address: '',
      ico: '',
    },
  ];

  it('lists the cards masked to the last 4, ticks the selected one, picks and offers the add link', async () => {
    const onSelect = jest.fn();
    const onAdd = jest.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <CardPicker
        visible
        title="选择银行卡"
        cards={cards}
        selectedId={2}
        onSelect={onSelect}
        onClose={() => {}}
        addText="添加银行卡"
        onAdd={onAdd}
      />,
    );
    const list = await screen.findByRole('listbox', { name: '选择银行卡' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['招招商银行**** **** 5678', '₮USDT-TRC20**** **** RTv8✓']);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(list).not.toHaveTextContent('6225880112345678');
    await user.click(options[0]);
    expect(onSelect).toHaveBeenCalledWith(cards[0]);
    await user.click(screen.getByRole('button', { name: /添加银行卡/ }));
    expect(onAdd).toHaveBeenCalled();
  });

  it('says so when there is no card', async () => {
    render(<CardPicker visible title="选择USDT地址" cards={[]} onSelect={() => {}} onClose={() => {}} />);
    expect(await screen.findByText('暂无可用账户')).toBeInTheDocument();
  });

  it('cardLabel: bank name, or USDT with its protocol', () => {
    expect(cardLabel(cards[0])).toBe('招商银行');
    expect(cardLabel(cards[1])).toBe('USDT-TRC20');
    expect(cardLabel({ ...cards[1], bank_owner: 'erc20' })).toBe('USDT-ERC20');
  });
});
