import type { ReceivingAccount } from '@h5/shared';
import { CopyButton } from '@h5/shared/ui';

/** The bank-transfer tab's receiving accounts: number, holder, bank, address, each with a copy button. */
export function ReceivingAccounts({ accounts }: { accounts: ReceivingAccount[] }) {
  if (accounts.length === 0) return null;
  return (
    <section className="money-section deposit-accounts" data-testid="receiving-accounts">
      <div className="money-section__head">
        <h2>收款账户</h2>
      </div>
      {accounts.map((a, i) => (
        <dl key={`${a.bank_no}-${i}`} className="deposit-accounts__card">
          {(
            [
              ['收款账号', a.bank_no],
              ['收款人', a.bank_owner],
              ['开户银行', a.bank_data?.bank_name ?? ''],
              ['开户地址', a.bank_address],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="deposit-accounts__row">
              <dt>{label}</dt>
              {/* the copy button inside the dd: a dl's row holds only its dt and dd */}
              <dd>
                <span className="deposit-accounts__value">{value || '--'}</span>
                {value && <CopyButton text={value} />}
              </dd>
            </div>
          ))}
        </dl>
      ))}
    </section>
  );
}
