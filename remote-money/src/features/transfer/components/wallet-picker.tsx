import type { Venue } from '@h5/shared';
import { OptionSheet } from '@h5/shared/ui';
import { formatYuan } from '@h5/shared/money';

/** The 选择钱包 bottom popup of the transfer page: every wallet with its balance, the chosen one ticked. */
export function WalletPicker({
  visible,
  title,
  wallets,
  value,
  onPick,
  onClose,
}: {
  visible: boolean;
  title: string;
  wallets: Venue[];
  value: string;
  onPick: (platname: string) => void;
  onClose: () => void;
}) {
  return (
    <OptionSheet
      visible={visible}
      title={title}
      options={wallets.map((w) => ({ key: w.platname, label: w.name, note: `余额 ${formatYuan(w.balance)}` }))}
      selectedKey={value}
      onPick={(platname) => {
        onPick(platname);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
