import { Sheet } from '@h5/shared/ui';
import { useCallback, useState } from 'react';
import { useBankNames } from '../api/post-bank-list';

/** The bank field of /addBankCard: a tap opens a bottom popup listing the banks of /api/banklist. */
export function BankPicker({ value, onChange }: { value: string; onChange: (bank: string) => void }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const banks = useBankNames();
  return (
    <>
      <button
        type="button"
        className={`card-form__select${value ? '' : ' card-form__select--empty'}`}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {/* read 选择银行：and then what it shows (WCAG 2.5.3: the name holds the visible text) */}
        <span className="h5-visually-hidden">选择银行：</span>
        <span>{value || '请选择银行'}</span>
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path
            d="M4 2l4 4-4 4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <Sheet visible={open} title="选择银行" onClose={close} bodyClassName="h5-filter-popup">
        <div className="h5-filter-popup__head">
          <span className="h5-filter-popup__title">选择银行</span>
        </div>
        {banks === null && <p className="card-form__picker-note">加载中...</p>}
        {banks?.length === 0 && <p className="card-form__picker-note">暂无可选银行</p>}
        <ul className="h5-filter-popup__list" role="listbox" aria-label="选择银行">
          {banks?.map((bank) => (
            <li key={bank} role="none">
              <button
                type="button"
                role="option"
                aria-selected={bank === value}
                className={`h5-filter-popup__option${bank === value ? ' h5-filter-popup__option--on' : ''}`}
                onClick={() => {
                  onChange(bank);
                  setOpen(false);
                }}
              >
                {bank}
              </button>
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  );
}
