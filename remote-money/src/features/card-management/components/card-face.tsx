import type { SavedCard } from '@h5/shared';
import { maskCardNo } from '@h5/shared/money';
import { protocolOf } from '../../../lib/usdt-protocol';

/** Card colours, picked by the bank's name so a bank always wears the same one. */
const BANK_TONES = [
  ['#e05353', '#b8323f'],
  ['#3f7be0', '#2a56b8'],
  ['#2fa871', '#1d7d52'],
  ['#8a62e0', '#6441b8'],
  ['#e08a3f', '#b8652a'],
  ['#3fb5c9', '#2a88a0'],
];
const toneOf = (name: string) =>
  BANK_TONES[[...name].reduce((n, c) => (n * 31 + c.charCodeAt(0)) >>> 0, 7) % BANK_TONES.length];

/** The USDT (Tether) mark, drawn. */
export function UsdtMark({ size = 34 }: { size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true">
      <circle cx="20" cy="20" r="19" fill="#fff" opacity="0.95" />
      <circle cx="20" cy="20" r="16" fill="#26a17b" />
      <path
        d="M11 11.5h18v4.2h-6.8v3c4.6.3 7.9 1.3 7.9 2.5s-3.3 2.2-7.9 2.5V31h-4.4v-7.3c-4.6-.3-7.9-1.3-7.9-2.5s3.3-2.2 7.9-2.5v-3H11z"
        fill="#fff"
      />
      <ellipse cx="20" cy="21.2" rx="6.5" ry="1.3" fill="#26a17b" />
    </svg>
  );
}

/** A bank's round badge: its first character on white. */
function BankMark({ name }: { name: string }) {
  const [deep] = toneOf(name);
  return (
    <svg viewBox="0 0 40 40" width="34" height="34" aria-hidden="true">
      <circle cx="20" cy="20" r="19" fill="#fff" opacity="0.95" />
      <text x="20" y="26" textAnchor="middle" fontSize="17" fontWeight="700" fill={deep}>
        {[...name][0] ?? '银'}
      </text>
    </svg>
  );
}

/**
 * A saved card as the player sees it: the bank (or USDT with its protocol), the number masked to its last 4
 * characters, and a delete icon.
 */
export function CardFace({
  card,
  kind,
  onDelete,
}: {
  card: SavedCard;
  kind: 'usdt' | 'bank';
  onDelete: (card: SavedCard) => void;
}) {
  const [from, to] = kind === 'usdt' ? ['#2bb58a', '#15775a'] : toneOf(card.bank || '');
  const title = kind === 'usdt' ? 'USDT' : card.bank;
  return (
    <article
      className="card-face"
      style={{ background: `linear-gradient(135deg, ${from}, ${to})` }}
      data-testid="card-face"
    >
      <svg className="card-face__art" viewBox="0 0 200 100" aria-hidden="true" preserveAspectRatio="none">
        <circle cx="178" cy="8" r="60" fill="#fff" opacity="0.08" />
        <circle cx="150" cy="110" r="48" fill="#fff" opacity="0.06" />
      </svg>
      <header className="card-face__head">
        {kind === 'usdt' ? <UsdtMark /> : <BankMark name={card.bank || ''} />}
        <div className="card-face__names">
          <b>{title}</b>
          <span>
            {kind === 'usdt'
              ? `${protocolOf(card)} 钱包地址`
              : card.bank_owner
                ? `持卡人 ${card.bank_owner}`
                : '储蓄卡'}
          </span>
        </div>
        <button
          type="button"
          className="card-face__delete"
          aria-label={kind === 'usdt' ? '解绑该USDT地址' : '解绑该银行卡'}
          onClick={() => onDelete(card)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M4 7h16M9 7V4.5h6V7M6.5 7l1 12.5h9l1-12.5M10 10.5v6M14 10.5v6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </header>
      <p className="card-face__no" data-testid="card-no">
        {maskCardNo(card.bank_no)}
      </p>
    </article>
  );
}
