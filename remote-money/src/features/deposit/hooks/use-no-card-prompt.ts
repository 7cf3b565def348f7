import { confirmDialog, goBack, useNavigate, type ApiResponse, type SavedCard } from '@h5/shared';
import { useEffect, useRef } from 'react';
import { PAGES } from '@h5/shared/paths';

/** The no-bound-card modal. */
export const NO_CARD_TITLE = '温馨提示';
export const NO_CARD_TEXT = '您还未绑定银行卡或USDT地址，请先绑定后再存款';

type CardsAnswer = ApiResponse<SavedCard[]> | undefined;
const isEmpty = (answer: CardsAnswer) => answer?.code === 200 && (answer.data?.length ?? 0) === 0;

/**
 * Entering the deposit page with no card bound asks for one: when both saved-card lists (bank cards and USDT
 * addresses) have answered on this visit and both are empty, 温馨提示 offers 去绑定 (→ /wallet) or 关闭 (back; home when
 * the deposit page was the first page of the visit). Lists cached by another page do not count until they are asked
 * again; the page is cached, so each visit checks again. Leaving the page closes the modal and navigates nowhere.
 */
export function useNoCardPrompt(bank: CardsAnswer, usdt: CardsAnswer) {
  const navigate = useNavigate();
  const latest = useRef({ bank, usdt });
  latest.current = { bank, usdt };
  // the answers already on screen when this visit began, then the last pair checked
  const seen = useRef({ bank, usdt });
  useEffect(() => {
    seen.current = latest.current;
  }, []);

  useEffect(() => {
    if (!bank || !usdt || bank === seen.current.bank || usdt === seen.current.usdt) return;
    seen.current = { bank, usdt };
    if (!isEmpty(bank) || !isEmpty(usdt)) return;
    const leaving = new AbortController();
    void confirmDialog({
      title: NO_CARD_TITLE,
      content: NO_CARD_TEXT,
      confirmText: '去绑定',
      cancelText: '关闭',
      signal: leaving.signal,
    }).then((bind) => {
      if (leaving.signal.aborted) return;
      if (bind) navigate(PAGES.cards);
      else goBack(navigate);
    });
    return () => leaving.abort();
  }, [bank, usdt, navigate]);
}
