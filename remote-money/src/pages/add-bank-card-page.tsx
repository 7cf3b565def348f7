import { checkBankCardAdd, filterCardNoInput } from '@h5/shared/validators';
import { useState } from 'react';
import { BankPicker, CardForm } from '../features/card-management';
import { PAGES } from '@h5/shared/paths';
import './cards.css';

/**
 * /addBankCard: cardholder name, bank (from the bank list), card number (non-digits stripped as typed),
 * account branch and payment password, checked in the spec's order (请输入姓名, 请输入银行, 请输入开户行地址,
 * 请输人银行卡号, 请输人支付密码, then 请输人正确的卡号长度 and 请输人支付密码长度); success goes back.
 */
export default function AddBankCardPage() {
  const [owner, setOwner] = useState('');
  const [bank, setBank] = useState('');
  const [cardNo, setCardNo] = useState('');
  const [branch, setBranch] = useState('');
  const [payPass, setPayPass] = useState('');
  const payload = () => ({ bank, bank_owner: owner, bank_no: cardNo, bank_address: branch, pay_pass: payPass });

  return (
    <CardForm
      returnTo={`${PAGES.cards}?type=2`}
      payload={payload}
      check={checkBankCardAdd}
      tip="持卡人姓名须与您账户的真实姓名一致，否则将无法正常取款。"
    >
      <label className="card-form__row">
        <span className="card-form__label">持卡人</span>
        <input
          className="card-form__input"
          value={owner}
          onChange={(e) => setOwner(e.target.value)}
          placeholder="请输入持卡人姓名"
          autoComplete="off"
          aria-label="持卡人姓名"
        />
      </label>
      <div className="card-form__row">
        <span className="card-form__label">银行</span>
        <BankPicker value={bank} onChange={setBank} />
      </div>
      <label className="card-form__row">
        <span className="card-form__label">卡号</span>
        <input
          className="card-form__input"
          value={cardNo}
          onChange={(e) => setCardNo(filterCardNoInput(e.target.value))}
          placeholder="请输入银行卡号"
          inputMode="numeric"
          autoComplete="off"
          aria-label="银行卡号"
        />
      </label>
      <label className="card-form__row">
        <span className="card-form__label">开户行</span>
        <input
          className="card-form__input"
          value={branch}
          onChange={(e) => setBranch(e.target.value)}
          placeholder="请输入开户行地址"
          autoComplete="off"
          aria-label="开户行地址"
        />
      </label>
      <label className="card-form__row">
        <span className="card-form__label">支付密码</span>
        <input
          className="card-form__input"
          type="password"
          value={payPass}
          onChange={(e) => setPayPass(e.target.value)}
          placeholder="请输入6-18位支付密码"
          autoComplete="off"
          aria-label="支付密码"
        />
      </label>
    </CardForm>
  );
}
