import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FilteredList, type ListFilter, type ListPage } from '..';

type Row = { id: number; name: string };
const FILTERS: ListFilter[] = [
  {
    name: 'kind',
    title: '选择类型',
    options: [
      { value: 'a', label: '甲' },
      { value: 'b', label: '乙' },
    ],
  },
  {
    name: 'date',
    title: '选择日期',
    initial: 4,
    options: [
      { value: 1, label: '今天' },
      { value: 4, label: '近30天' },
    ],
  },
];

describe('FilteredList', () => {
  it('shows the chosen labels on the chips, opens a bottom popup per chip, reloads from page 1 on a choice', async () => {
    const load = jest.fn(async (page: number, values: Record<string, string | number>): Promise<ListPage<Row>> => ({
      rows: [{ id: page, name: `${values.kind}-${values.date}-${page}` }],
      total: 2,
      lastPage: 2,
    }));
    render(
      <FilteredList<Row>
        filters={FILTERS}
        load={load}
        rowKey={(r) => r.id}
        renderItem={(r) => <span>{r.name}</span>}
        head={<p>汇总</p>}
      />,
    );
    expect(await screen.findByText('a-4-2')).toBeInTheDocument();
    expect(screen.getByText('汇总')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '选择类型：甲' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '选择日期：近30天' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '选择日期：近30天' }));
    const list = await screen.findByRole('listbox', { name: '选择日期' });
    expect(within(list).getByRole('option', { name: '近30天' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(within(list).getByRole('option', { name: '今天' }));
    expect(await screen.findByText('a-1-2')).toBeInTheDocument();
    expect(screen.queryByText('a-4-1')).toBeNull();
    expect(load.mock.calls.map(([p, v]) => [p, v.kind, v.date])).toEqual([
      [1, 'a', 4],
      [2, 'a', 4],
      [1, 'a', 1],
      [2, 'a', 1],
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: '选择日期：今天' })).toBeInTheDocument());
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  it('choosing the value already chosen reloads nothing; reloadKey reloads with the same filters', async () => {
    const load = jest.fn(async (_page: number): Promise<ListPage<Row>> => ({ rows: [], total: 0, lastPage: 1 }));
    const view = (key: number) => (
      <FilteredList<Row>
        filters={FILTERS}
        load={load}
        reloadKey={key}
        rowKey={(r) => r.id}
        renderItem={(r) => r.name}
      />
    );
    const { rerender } = render(view(0));
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '选择类型：甲' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '甲' }));
    expect(load).toHaveBeenCalledTimes(1);
    rerender(view(1));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load.mock.calls[1][0]).toBe(1);
  });
});
