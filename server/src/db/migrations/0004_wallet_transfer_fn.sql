-- ledger_wallet_transfer: moves money between a player's central wallet and one venue wallet in ONE round trip,
-- for the in-process venue fast path (src/plugins/app/wallet/ledger.ts `walletTransfer`). It writes exactly what the
-- two-phase path writes for a transfer that completes: a 'transfer_hold' entry (source → transfer_pending) and a
-- 'transfer_in' / 'transfer_out' entry (transfer_pending → target), both with the out_trade_no as memo, so
-- transfer_pending nets to zero and the ledger reads the same whichever path moved the money.
--
-- Same invariants as post(): account ids looked up here (no separate SELECTs), the two player balances changed by
-- conditional UPDATEs (never read-then-write), taken in ascending account id order (no deadlock with post() or with a
-- concurrent transfer the other way), the CHECK (balance_fen >= 0) as the last line of defence. Insufficient funds
-- raise SQLSTATE 'LD001' (DETAIL: the account id), so the caller's statement/transaction rolls back as a whole.
CREATE FUNCTION ledger_wallet_transfer(p_user_id bigint, p_platname varchar, p_to_venue boolean, p_amount_fen bigint, p_memo text)
RETURNS bigint
LANGUAGE plpgsql
AS $$
DECLARE
  v_central bigint;
  v_venue bigint;
  v_pending bigint;
  v_from bigint;
  v_to bigint;
  v_hold bigint;
  v_settle bigint;
BEGIN
  IF p_amount_fen IS NULL OR p_amount_fen <= 0 THEN
    RAISE EXCEPTION 'amounts must be positive integer fen' USING ERRCODE = 'LD002';
  END IF;

  SELECT id INTO v_central FROM ledger_accounts WHERE user_id = p_user_id AND kind = 'central';
  IF v_central IS NULL THEN
    RAISE EXCEPTION 'user % has no central account', p_user_id USING ERRCODE = 'LD002';
  END IF;
  -- the venue wallet is opened on first use (as venueAccountId does)
  SELECT id INTO v_venue FROM ledger_accounts WHERE user_id = p_user_id AND kind = 'venue' AND platname = p_platname;
  IF v_venue IS NULL THEN
    INSERT INTO ledger_accounts (user_id, kind, platname, balance_fen) VALUES (p_user_id, 'venue', p_platname, 0)
      ON CONFLICT (user_id, platname) WHERE kind = 'venue' DO NOTHING;
    SELECT id INTO v_venue FROM ledger_accounts WHERE user_id = p_user_id AND kind = 'venue' AND platname = p_platname;
  END IF;
  SELECT id INTO v_pending FROM ledger_accounts WHERE kind = 'transfer_pending' AND user_id IS NULL;
  IF v_pending IS NULL THEN
    RAISE EXCEPTION 'system account transfer_pending is missing' USING ERRCODE = 'LD002';
  END IF;

  IF p_to_venue THEN v_from := v_central; v_to := v_venue; ELSE v_from := v_venue; v_to := v_central; END IF;

  -- Both player rows, lower id first. The debit only happens while the balance covers it.
  IF v_from < v_to THEN
    UPDATE ledger_accounts SET balance_fen = balance_fen - p_amount_fen WHERE id = v_from AND balance_fen >= p_amount_fen;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insufficient funds in ledger account %', v_from USING ERRCODE = 'LD001', DETAIL = v_from::text;
    END IF;
    UPDATE ledger_accounts SET balance_fen = balance_fen + p_amount_fen WHERE id = v_to;
  ELSE
    UPDATE ledger_accounts SET balance_fen = balance_fen + p_amount_fen WHERE id = v_to;
    UPDATE ledger_accounts SET balance_fen = balance_fen - p_amount_fen WHERE id = v_from AND balance_fen >= p_amount_fen;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insufficient funds in ledger account %', v_from USING ERRCODE = 'LD001', DETAIL = v_from::text;
    END IF;
  END IF;

  INSERT INTO ledger_entries (kind, memo) VALUES ('transfer_hold', p_memo) RETURNING id INTO v_hold;
  INSERT INTO ledger_entries (kind, memo) VALUES (CASE WHEN p_to_venue THEN 'transfer_in' ELSE 'transfer_out' END, p_memo)
    RETURNING id INTO v_settle;
  INSERT INTO ledger_postings (entry_id, account_id, amount_fen) VALUES
    (v_hold, v_from, -p_amount_fen),
    (v_hold, v_pending, p_amount_fen),
    (v_settle, v_pending, -p_amount_fen),
    (v_settle, v_to, p_amount_fen);
  RETURN v_settle;
END;
$$;
