import { Link, useNavigate, type SavedCard, type WithdrawalTab } from '@h5/shared';
import { maskCardNo } from '@h5/shared/money';
import { CardPicker, cardLabel } from '@h5/shared/ui';
import { useState } from 'react';
import { PickerField } from '../../../components/picker-field';
import { PAGES } from '@h5/shared/paths';

/**
 * The card row of the withdrawal form: with no saved card of the tab's kind, a link to add one; otherwise a picker
 * (the chosen card masked to its last 4 characters) opening the cards in a bottom sheet, whose add link leads to the
 * add page. `cards` is null until the list has answered.
 */
export function CardField({
  tab,
  cards,
  card,
  onPick,
}: {
  tab: WithdrawalTab;
  cards: SavedCard[] | null;
  card: SavedCard | null;
  onPick: (card: SavedCard) => void;
}) {
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const isUsdt = tab === 1;
  const addPath = isUsdt ? PAGES.addUsdtAddress : PAGES.addBankCard;
  const addText = isUsdt ? '添加USDT地址' : '添加银行卡';
  const fieldLabel = isUsdt ? 'USDT地址' : '银行卡';
  return (
    <>
      {cards && cards.length === 0 ? (
        <div className="money-field">
          <span className="money-field__label">{fieldLabel}</span>
          <Link className="money-field__link" to={addPath}>
            {addText} ›
          </Link>
        </div>
      ) : (
        <PickerField label={fieldLabel} empty={!card} onOpen={() => setPicking(true)} valueTestId="selected-card">
          {card ? `${cardLabel(card)} ${maskCardNo(card.bank_no)}` : isUsdt ? '请选择USDT地址' : '请选择银行卡'}
        </PickerField>
      )}
      <CardPicker
        visible={picking}
        title={isUsdt ? '选择USDT地址' : '选择银行卡'}
        cards={cards ?? []}
        selectedId={card?.id}
        onSelect={(c) => {
          onPick(c);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
        addText={addText}
        onAdd={() => navigate(addPath)}
      />
    </>
  );
}
