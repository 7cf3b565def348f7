import { Picker } from '@h5/shared/antd';
import { usePickerFocus } from '@h5/shared/ui';
import { useState } from 'react';
import { PickerField } from '../../../components/picker-field';
import type { BankForm } from '../hooks/use-deposit-form';

const TEXT_FIELDS = [
  ['bank_owner', '存款人姓名', '请输入存款人姓名'],
  ['bank_no', '银行卡号', '请输入银行卡号'],
  ['bank_address', '开户行地址', '请输入银行开户行地址'],
] as const;

/**
 * The bank-transfer way's own fields: the bank (a wheel of `banks`), the depositor's name, the card number (digits
 * only, as typed) and the branch. The wheel takes focus when it opens and gives it back to 银行类型 (`usePickerFocus`).
 */
export function BankTransferFields({
  form,
  banks,
  onChange,
}: {
  form: BankForm;
  banks: string[];
  onChange: (field: keyof BankForm, value: string) => void;
}) {
  const [picking, setPicking] = useState(false);
  const pickerFocus = usePickerFocus(picking, '选择银行', () => setPicking(false));
  return (
    <>
      <PickerField label="银行类型" empty={!form.bank} onOpen={() => setPicking(true)}>
        {form.bank || '请选择银行'}
      </PickerField>
      {TEXT_FIELDS.map(([field, label, placeholder]) => (
        <label key={field} className="money-field">
          <span className="money-field__label">{label}</span>
          <input
            className="money-field__input"
            aria-label={label}
            placeholder={placeholder}
            maxLength={field === 'bank_address' ? 200 : 64}
            inputMode={field === 'bank_no' ? 'numeric' : undefined}
            value={form[field]}
            onChange={(e) => onChange(field, field === 'bank_no' ? e.target.value.replace(/\D/g, '') : e.target.value)}
          />
        </label>
      ))}
      <Picker
        {...pickerFocus}
        visible={picking}
        columns={[banks.map((name) => ({ label: name, value: name }))]}
        value={form.bank ? [form.bank] : []}
        onClose={() => setPicking(false)}
        onConfirm={(v) => onChange('bank', String(v[0] ?? ''))}
        confirmText="确定"
        cancelText="取消"
      />
    </>
  );
}
