-- transfer_local: a whole transfer between a player's central wallet and a venue kept in this database (the built-in
-- venue simulator) as ONE statement, so the fast path costs one round trip and one commit (src/plugins/app/venues/
-- transfers.ts `transferLocally`; without an Idempotency-Key it runs as a single autocommit statement).
--
-- In order: the venue must exist ('VN404') and be open unless p_allow_disabled ('VN400'); a venue with a fault switched
-- on declines by answering no row, having written nothing (the caller then takes the two-phase path); otherwise the
-- venue's record ('done'), the ledger movement (ledger_wallet_transfer: 'LD001' when the source cannot cover it) and
-- the platform's transfer row in state 1 are written together, and that row is the answer.
CREATE FUNCTION transfer_local(
  p_user_id bigint,
  p_platname varchar,
  p_direction varchar,
  p_amount_fen bigint,
  p_out_trade_no varchar,
  p_source varchar,
  p_allow_disabled boolean
)
RETURNS SETOF transfers
LANGUAGE plpgsql
AS $$
DECLARE
  v_enabled boolean;
  v_row transfers%ROWTYPE;
BEGIN
  IF p_direction NOT IN ('in', 'out') THEN
    RAISE EXCEPTION 'direction must be in or out' USING ERRCODE = 'LD002';
  END IF;
  SELECT enabled INTO v_enabled FROM venues WHERE platname = p_platname;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'unknown venue %', p_platname USING ERRCODE = 'VN404';
  END IF;
  IF NOT v_enabled AND NOT p_allow_disabled THEN
    RAISE EXCEPTION 'venue % is closed', p_platname USING ERRCODE = 'VN400';
  END IF;
  IF EXISTS (SELECT 1 FROM venue_sim_faults f WHERE f.platname = p_platname AND f.mode <> 'none') THEN
    RETURN;
  END IF;

  INSERT INTO venue_sim_transfers (out_trade_no, platname, user_id, direction, amount_fen, status)
    VALUES (p_out_trade_no, p_platname, p_user_id, p_direction, p_amount_fen, 'done');
  PERFORM ledger_wallet_transfer(p_user_id, p_platname, p_direction = 'in', p_amount_fen, p_out_trade_no);
  INSERT INTO transfers (out_trade_no, user_id, platname, direction, amount_fen, state, source, venue_ref, attempts, settled_at)
    VALUES (p_out_trade_no, p_user_id, p_platname, p_direction, p_amount_fen, 1, p_source, 'SIM-' || p_out_trade_no, 1, now())
    RETURNING * INTO v_row;
  RETURN NEXT v_row;
END;
$$;
--> statement-breakpoint
-- transfer_local_batch: the transfers that reached the server in the same moment (one event-loop turn), as ONE
-- statement and ONE commit (application-level group commit). Item i is (p_user_ids[i], p_platnames[i], …); the answer
-- is one row per item, in order: outcome 'done' (with the new transfer's id and times), 'declined' (fault switched on:
-- nothing written for it), 'unknown_venue', 'venue_closed' or 'insufficient' (nothing written for it). Items are
-- applied in the order given, so a player's "in" followed by "out" in the same batch sees the first one's money.
--
-- Deadlock-free: every player account the batch touches is locked first, in ascending id order (the order every other
-- money transaction uses); the venue wallets opened on first use are inserted in (user_id, platname) order. Any error
-- (e.g. a duplicate out_trade_no) fails the whole statement with nothing written, and the caller retries each item on
-- its own with transfer_local.
CREATE FUNCTION transfer_local_batch(
  p_user_ids bigint[],
  p_platnames varchar[],
  p_directions varchar[],
  p_amounts bigint[],
  p_out_trade_nos varchar[],
  p_sources varchar[],
  p_allow_disabled boolean[]
)
RETURNS TABLE (idx integer, outcome varchar, transfer_id bigint, created_at timestamptz, settled_at timestamptz)
LANGUAGE plpgsql
AS $$
DECLARE
  i integer;
  n integer := coalesce(array_length(p_user_ids, 1), 0);
  v_enabled boolean;
  v_central bigint;
  v_venue bigint;
  v_pending bigint;
  v_from bigint;
  v_to bigint;
  v_amount bigint;
  v_hold bigint;
  v_settle bigint;
BEGIN
  SELECT a.id INTO v_pending FROM ledger_accounts a WHERE a.kind = 'transfer_pending' AND a.user_id IS NULL;
  IF v_pending IS NULL THEN
    RAISE EXCEPTION 'system account transfer_pending is missing' USING ERRCODE = 'LD002';
  END IF;

  -- venue wallets opened on first use (known venues only)
  INSERT INTO ledger_accounts (user_id, kind, platname, balance_fen)
    SELECT DISTINCT x.u, 'venue', x.p, 0
      FROM unnest(p_user_ids, p_platnames) AS x(u, p)
      JOIN venues v ON v.platname = x.p
     ORDER BY x.u, x.p
    ON CONFLICT (user_id, platname) WHERE kind = 'venue' DO NOTHING;

  -- every player account of the batch, locked in id order
  PERFORM 1 FROM ledger_accounts a
    WHERE (a.kind = 'central' AND a.user_id = ANY (p_user_ids))
       OR (a.kind = 'venue' AND (a.user_id, a.platname) IN (SELECT x.u, x.p FROM unnest(p_user_ids, p_platnames) AS x(u, p)))
    ORDER BY a.id
    FOR UPDATE;

  FOR i IN 1 .. n LOOP
    idx := i;
    transfer_id := NULL;
    created_at := NULL;
    settled_at := NULL;
    v_amount := p_amounts[i];
    IF v_amount IS NULL OR v_amount <= 0 OR p_directions[i] NOT IN ('in', 'out') THEN
      RAISE EXCEPTION 'item %: amounts must be positive integer fen, direction in or out', i USING ERRCODE = 'LD002';
    END IF;

    SELECT v.enabled INTO v_enabled FROM venues v WHERE v.platname = p_platnames[i];
    IF NOT FOUND THEN
      outcome := 'unknown_venue';
      RETURN NEXT;
      CONTINUE;
    END IF;
    IF NOT v_enabled AND NOT p_allow_disabled[i] THEN
      outcome := 'venue_closed';
      RETURN NEXT;
      CONTINUE;
    END IF;
    IF EXISTS (SELECT 1 FROM venue_sim_faults f WHERE f.platname = p_platnames[i] AND f.mode <> 'none') THEN
      outcome := 'declined';
      RETURN NEXT;
      CONTINUE;
    END IF;

    SELECT a.id INTO v_central FROM ledger_accounts a WHERE a.user_id = p_user_ids[i] AND a.kind = 'central';
    SELECT a.id INTO v_venue FROM ledger_accounts a WHERE a.user_id = p_user_ids[i] AND a.kind = 'venue' AND a.platname = p_platnames[i];
    IF v_central IS NULL OR v_venue IS NULL THEN
      RAISE EXCEPTION 'item %: player % has no wallet', i, p_user_ids[i] USING ERRCODE = 'LD002';
    END IF;
    IF p_directions[i] = 'in' THEN v_from := v_central; v_to := v_venue; ELSE v_from := v_venue; v_to := v_central; END IF;

    -- the rows are already locked: the conditional debit decides alone
    UPDATE ledger_accounts SET balance_fen = balance_fen - v_amount WHERE id = v_from AND balance_fen >= v_amount;
    IF NOT FOUND THEN
      outcome := 'insufficient';
      RETURN NEXT;
      CONTINUE;
    END IF;
    UPDATE ledger_accounts SET balance_fen = balance_fen + v_amount WHERE id = v_to;

    INSERT INTO venue_sim_transfers (out_trade_no, platname, user_id, direction, amount_fen, status)
      VALUES (p_out_trade_nos[i], p_platnames[i], p_user_ids[i], p_directions[i], v_amount, 'done');
    INSERT INTO ledger_entries (kind, memo) VALUES ('transfer_hold', p_out_trade_nos[i]) RETURNING id INTO v_hold;
    INSERT INTO ledger_entries (kind, memo) VALUES (CASE WHEN p_directions[i] = 'in' THEN 'transfer_in' ELSE 'transfer_out' END, p_out_trade_nos[i])
      RETURNING id INTO v_settle;
    INSERT INTO ledger_postings (entry_id, account_id, amount_fen) VALUES
      (v_hold, v_from, -v_amount),
      (v_hold, v_pending, v_amount),
      (v_settle, v_pending, -v_amount),
      (v_settle, v_to, v_amount);
    INSERT INTO transfers AS t (out_trade_no, user_id, platname, direction, amount_fen, state, source, venue_ref, attempts, settled_at)
      VALUES (p_out_trade_nos[i], p_user_ids[i], p_platnames[i], p_directions[i], v_amount, 1, p_sources[i], 'SIM-' || p_out_trade_nos[i], 1, now())
      RETURNING t.id, t.created_at, t.settled_at INTO transfer_id, created_at, settled_at;
    outcome := 'done';
    RETURN NEXT;
  END LOOP;
END;
$$;
