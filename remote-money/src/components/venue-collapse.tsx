import type { Venue } from '@h5/shared';
import { useState } from 'react';
import { VenueList } from './venue-list';
import { WalletIcon } from './wallet-icons';

/** A venue list showing the first `size` entries with 展开/收起 (3 on the withdrawal page, 4 on the transfer page). */
export function VenueCollapse({
  venues,
  size,
  refreshing,
  onRefresh,
  onOpen,
  locked,
}: {
  venues: Venue[];
  size: number;
  refreshing: string | null;
  onRefresh: (platname: string) => void;
  onOpen?: (venue: Venue) => void;
  locked?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const shown = open ? venues : venues.slice(0, size);
  return (
    <>
      <VenueList venues={shown} refreshing={refreshing} onRefresh={onRefresh} onOpen={onOpen} locked={locked} />
      {venues.length > size && (
        <button
          type="button"
          className={`venue-toggle${open ? ' is-open' : ''}`}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? '收起' : '展开'}
          <WalletIcon name="chevron" size={14} />
        </button>
      )}
    </>
  );
}
