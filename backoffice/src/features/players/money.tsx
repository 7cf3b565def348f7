import { Typography } from 'antd';

/** A signed amount as the server wrote it, green with + for a credit, red for a debit: +100.00 / -30.50. */
export function SignedAmount({ value }: { value: string }) {
  const debit = value.startsWith('-');
  return (
    <Typography.Text type={debit ? 'danger' : 'success'} style={{ whiteSpace: 'nowrap' }}>
      {debit ? value : `+${value}`}
    </Typography.Text>
  );
}

/** A balance as the server wrote it, with ¥: ¥8888.00. */
export const shownYuan = (value: string | null | undefined) => (value ? `¥${value}` : '—');

/** A wallet's name: the central wallet, or the venue's name when known. */
export const walletName = (wallet: string, venues: { platname: string; name: string }[] = []) =>
  wallet === 'central' ? '中心钱包' : (venues.find((v) => v.platname === wallet)?.name ?? wallet);
