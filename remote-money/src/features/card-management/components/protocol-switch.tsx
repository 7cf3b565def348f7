import type { UsdtProtocol } from '@h5/shared';
import { USDT_PROTOCOLS } from '@h5/shared/types';

/** The wallet protocol toggle, TRC20 (default) or ERC20. */
export function ProtocolSwitch({ value, onChange }: { value: UsdtProtocol; onChange: (p: UsdtProtocol) => void }) {
  return (
    <div className="protocol-switch" role="radiogroup" aria-label="钱包协议">
      {USDT_PROTOCOLS.map((p) => (
        <button
          key={p}
          type="button"
          role="radio"
          aria-checked={value === p}
          className={`protocol-switch__item${value === p ? ' protocol-switch__item--on' : ''}`}
          onClick={() => onChange(p)}
        >
          {p}
        </button>
      ))}
    </div>
  );
}
