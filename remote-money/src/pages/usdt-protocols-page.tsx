import { UsdtMark } from '../features/card-management';
import './usdt-protocols-page.css';

/** The USDT protocol comparison, row by row: the item, TRC20, ERC20. */
export const PROTOCOL_ROWS: ReadonlyArray<[string, string, string]> = [
  ['网络', '波场 (Tron)', '以太坊 (Ethereum)'],
  ['地址开头', 'T', '0x'],
  ['网络拥堵', '极少拥堵', '经常拥堵'],
  ['到账速度', '极快，数秒至数分钟', '一般，数分钟至数十分钟'],
  ['手续费', '低', '一般'],
  ['安全性', '一般', '高'],
  ['建议用途', '小额、高频交易', '中等金额交易'],
];

/**
 * /usdtmore, 协议区别: a static comparison of the TRC20 and ERC20 protocols, the advice to use TRC20 for small
 * trades, and the warning that the two protocols' addresses are not interchangeable.
 */
export default function UsdtProtocolsPage() {
  return (
    <div className="usdtmore">
      <section className="usdtmore__hero">
        <UsdtMark size={48} />
        <div>
          <h2>USDT 协议区别</h2>
          <p>USDT 可在不同的区块链网络上流通，常用的有 TRC20 与 ERC20 两种协议。</p>
        </div>
      </section>
      <table className="usdtmore__table">
        <thead>
          <tr>
            <th scope="col">对比项</th>
            <th scope="col">TRC20</th>
            <th scope="col">ERC20</th>
          </tr>
        </thead>
        <tbody>
          {PROTOCOL_ROWS.map(([item, trc, erc]) => (
            <tr key={item}>
              <th scope="row">{item}</th>
              <td>{trc}</td>
              <td>{erc}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className="usdtmore__notes">
        <p>
          <b>推荐：</b>小额交易推荐使用 <em>TRC20</em> 协议，手续费低、到账快。
        </p>
        <p>
          <b>注意：</b>两种协议的地址不能互通，转账前请务必核对收款地址与协议是否一致，否则资金将无法到账。
        </p>
      </section>
    </div>
  );
}
