import { useState, type ReactNode } from 'react';
import { maskCardNo } from '../../money/money';
import type { SavedCard } from '../../types';
// each component brings the styles itself: the package's index is side-effect free, so its CSS import can be skipped
import './common.css';
import { OptionSheet } from './option-sheet';

export interface CardPickerProps {
  visible: boolean;
  /** the popup's title (选择银行卡, 选择USDT地址) */
  title: string;
  cards: SavedCard[];
  selectedId?: number | string | null;
  onSelect: (card: SavedCard) => void;
  onClose: () => void;
  /** 'add a card' link text and action (to /addBankCard or /addUsdtCard); shown always, and alone when there are no cards */
  addText?: string;
  onAdd?: () => void;
  /** what the list shows when empty */
  emptyText?: string;
  /** the card's main line; default: the bank name (USDT: the protocol) */
  label?: (card: SavedCard) => ReactNode;
}

/** A saved card's main line: bank name, or for a USDT address its protocol (bank_owner holds it). */
export function cardLabel(card: SavedCard): string {
  if (card.bank !== 'USDT') return card.bank;
  const protocol = String(card.bank_owner ?? '').toUpperCase();
  return `USDT-${protocol === 'TRC' || protocol === '' ? 'TRC20' : protocol}`;
}

/** The card's icon from the server, or (missing or failing to load) a badge drawn from the bank's first character. */
function CardIcon({ card }: { card: SavedCard }) {
  const [failed, setFailed] = useState(false);
  if (card.ico && !failed) {
    return (
      <img
        className="h5-card-picker__ico"
        src={card.ico}
        alt=""
        width={32}
        height={32}
        onError={() => setFailed(true)}
      />
    );
  }
  const usdt = card.bank === 'USDT';
  return (
    <span className={`h5-card-picker__ico h5-card-picker__ico--badge${usdt ? ' is-usdt' : ''}`} aria-hidden="true">
      {usdt ? '₮' : ([...String(card.bank ?? '')][0] ?? '卡')}
    </span>
  );
}

/**
 * The bottom popup that picks a saved bank card or USDT address (withdrawal, and any page that pays out to a card):
 * each card with its icon, name and number masked to the last 4 characters, the selected one ticked, and an add link.
 */
export function CardPicker({
  visible,
  title,
  cards,
  selectedId,
  onSelect,
  onClose,
  addText,
  onAdd,
  emptyText = '暂无可用账户',
  label = cardLabel,
}: CardPickerProps) {
  return (
    <OptionSheet
      visible={visible}
      title={title}
      options={cards.map((card) => ({
        key: String(card.id),
        icon: <CardIcon card={card} />,
        label: label(card),
        note: maskCardNo(card.bank_no),
      }))}
      selectedKey={selectedId === undefined || selectedId === null ? null : String(selectedId)}
      onPick={(key) => {
        const card = cards.find((c) => String(c.id) === key);
        if (card) onSelect(card);
      }}
      onClose={onClose}
      emptyText={emptyText}
      footer={
        addText &&
        onAdd && (
          <button type="button" className="h5-card-picker__add" onClick={onAdd}>
            ＋ {addText}
          </button>
        )
      }
    />
  );
}
