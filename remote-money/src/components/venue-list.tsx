import type { Venue } from '@h5/shared';
import { formatYuan } from '@h5/shared/money';
import { WalletIcon } from './wallet-icons';

export interface VenueListProps {
  venues: Venue[];
  refreshing: string | null;
  onRefresh: (platname: string) => void;
  /** a tap on the venue itself (transfer: opens the pickers); none elsewhere */
  onOpen?: (venue: Venue) => void;
  /** venue cards cannot be opened (transfer with 自动免转 on) */
  locked?: boolean;
  className?: string;
}

/** A grid of venue wallets: name, balance and a per-venue refresh icon (wallet, withdrawal, transfer). */
export function VenueList({ venues, refreshing, onRefresh, onOpen, locked, className }: VenueListProps) {
  return (
    <ul className={`venue-grid${className ? ` ${className}` : ''}`} data-testid="venue-list">
      {venues.map((v) => (
        <li key={v.platname} className="venue-grid__item" data-testid="venue">
          {onOpen && !locked ? (
            <button type="button" className="venue-grid__main" onClick={() => onOpen(v)}>
              <span className="venue-grid__name">{v.name}</span>
              <b className="venue-grid__balance">{formatYuan(v.balance)}</b>
            </button>
          ) : (
            <div className="venue-grid__main">
              <span className="venue-grid__name">{v.name}</span>
              <b className="venue-grid__balance">{formatYuan(v.balance)}</b>
            </div>
          )}
          {v.platname !== 'userbalance' && (
            <button
              type="button"
              className={`venue-grid__refresh${refreshing === v.platname ? ' is-spinning' : ''}`}
              aria-label={`刷新${v.name}余额`}
              disabled={refreshing === v.platname}
              onClick={() => onRefresh(v.platname)}
            >
              <WalletIcon name="refresh" size={16} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
