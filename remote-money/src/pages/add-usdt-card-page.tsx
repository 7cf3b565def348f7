import { Link, type UsdtProtocol } from '@h5/shared';
import { DEFAULT_USDT_PROTOCOL, USDT_CARD_BANK } from '@h5/shared/types';
import { checkUsdtAddressAdd, filterUsdtAddressInput } from '@h5/shared/validators';
import { useState } from 'react';
import { CardForm, ProtocolSwitch } from '../features/card-management';
import { PAGES } from '@h5/shared/paths';
import './cards.css';

/**
 * /addUsdtCard: wallet protocol TRC20 (default) or ERC20, the address (non-word characters stripped as
 * typed), the payment password; checked in the spec's order (请输入USDT地址, 请选择钱包协议, 请输人支付密码, then the
 * address shape of the protocol), bound as bank 'USDT' with the protocol as bank_owner; success goes back.
 */
export default function AddUsdtCardPage() {
  const [protocol, setProtocol] = useState<UsdtProtocol>(DEFAULT_USDT_PROTOCOL);
  const [address, setAddress] = useState('');
  const [payPass, setPayPass] = useState('');
  const payload = () => ({
    bank: USDT_CARD_BANK,
    bank_owner: protocol,
    bank_no: address,
    bank_address: '',
    pay_pass: payPass,
  });

  return (
    <CardForm
      returnTo={`${PAGES.cards}?type=1`}
      payload={payload}
      check={checkUsdtAddressAdd}
      tip={
        <>
          请仔细核对地址与协议，TRC20与ERC20地址不可混用。
          <Link to={PAGES.usdtProtocols} className="card-form__link">
            了解协议区别
          </Link>
        </>
      }
    >
      <div className="card-form__row card-form__row--stack">
        <span className="card-form__label" id="usdt-protocol-label">
          钱包协议
        </span>
        <ProtocolSwitch value={protocol} onChange={setProtocol} />
      </div>
      <label className="card-form__row card-form__row--address">
        <span className="card-form__label">USDT地址</span>
        <input
          className="card-form__input"
          value={address}
          onChange={(e) => setAddress(filterUsdtAddressInput(e.target.value))}
          placeholder={protocol === 'ERC20' ? '请输入以0x开头的ERC20地址' : '请输入以T开头的TRC20地址'}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-label="USDT地址"
        />
      </label>
      <label className="card-form__row">
        <span className="card-form__label">支付密码</span>
        <input
          className="card-form__input"
          type="password"
          value={payPass}
          onChange={(e) => setPayPass(e.target.value)}
          placeholder="请输入支付密码"
          autoComplete="off"
          aria-label="支付密码"
        />
      </label>
    </CardForm>
  );
}
