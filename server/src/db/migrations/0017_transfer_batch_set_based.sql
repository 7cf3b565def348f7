-- transfer_local_batch, set-based (issue 25): the same signature, answers and guarantees as migration 0005's, with a
-- fixed number of statements per batch instead of about eleven per transfer. PostgreSQL spent most of a transfer's time
-- in the per-item loop of plpgsql statements (each planned, executed and index-maintained on its own).
--
-- What stays exactly as before:
--   - every player account the batch touches is locked first, in ascending id order (the order every other money
--     transaction uses), after the venue wallets opened on first use are inserted in (user_id, platname) order;
--   - items are decided in the order given, each on the balances the items before it left (a player's "in" followed by
--     "out" in the same batch sees the first one's money), with the same outcomes in the same order of checks:
--     unknown_venue, venue_closed, declined (a fault switched on: nothing written for it), a missing wallet (raises
--     LD002, nothing written), insufficient (nothing written for it), done;
--   - a done item writes the venue's record, the hold entry (source → transfer_pending) and the settle entry
--     (transfer_pending → target) with their four postings, and its transfers row in state 1; the balances move by
--     exactly those postings, and the CHECK (balance_fen >= 0) still guards every stored balance;
--   - any error fails the whole statement with nothing written (the caller then retries each item alone with
--     transfer_local).
-- What changed: the decisions are made on the locked balances held in arrays (a loop over values, no statement per
-- item), then each table is written once for the whole batch (one UPDATE of the touched accounts with their final
-- balances, one INSERT per table, the new rows' ids drawn from their sequences beforehand, so nothing is joined back).
-- The lock query keeps both of its branches on their indexes (0005's scanned every venue wallet for the venue branch).
CREATE OR REPLACE FUNCTION transfer_local_batch(
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
  v_pending bigint;
  v_ids bigint[];       -- the locked accounts, ascending
  v_bal bigint[];       -- their balances as the items leave them
  v_central bigint[];   -- per item: the player's central wallet
  v_venue bigint[];     -- per item: the player's wallet at that venue
  v_outcome varchar[];  -- per item: decided before the loop (venue checks) or in it
  v_done integer := 0;
  v_ids_t bigint[];     -- ids for the done items' rows, drawn from their tables' sequences
  v_ids_e bigint[];
  v_tid bigint[] := '{}';
  v_hold bigint[] := '{}';
  v_settle bigint[] := '{}';
  v_from integer;
  v_to integer;
  v_amount bigint;
BEGIN
  IF n = 0 THEN
    RETURN;
  END IF;
  SELECT a.id INTO v_pending FROM ledger_accounts a WHERE a.kind = 'transfer_pending' AND a.user_id IS NULL;
  IF v_pending IS NULL THEN
    RAISE EXCEPTION 'system account transfer_pending is missing' USING ERRCODE = 'LD002';
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(p_amounts, p_directions) AS x(amt, dir)
              WHERE x.amt IS NULL OR x.amt <= 0 OR x.dir IS NULL OR x.dir NOT IN ('in', 'out')) THEN
    RAISE EXCEPTION 'amounts must be positive integer fen, direction in or out' USING ERRCODE = 'LD002';
  END IF;

  -- venue wallets opened on first use (known venues only)
  INSERT INTO ledger_accounts (user_id, kind, platname, balance_fen)
    SELECT DISTINCT x.u, 'venue', x.p, 0
      FROM unnest(p_user_ids, p_platnames) AS x(u, p)
      JOIN venues v ON v.platname = x.p
     ORDER BY x.u, x.p
    ON CONFLICT (user_id, platname) WHERE kind = 'venue' DO NOTHING;

  -- every player account of the batch, locked in id order, with its balance. `user_id = ANY` in both branches keeps
  -- each on its index (0005's form scanned every venue wallet of every player for the venue branch)
  SELECT array_agg(l.id ORDER BY l.id), array_agg(l.balance_fen ORDER BY l.id) INTO v_ids, v_bal
    FROM (SELECT a.id, a.balance_fen FROM ledger_accounts a
           WHERE (a.kind = 'central' AND a.user_id = ANY (p_user_ids))
              OR (a.kind = 'venue' AND a.user_id = ANY (p_user_ids)
                  AND (a.user_id, a.platname) IN (SELECT x.u, x.p FROM unnest(p_user_ids, p_platnames) AS x(u, p)))
           ORDER BY a.id
           FOR UPDATE) l;

  -- per item: its wallets and the venue's verdict (unknown, closed, declined by a fault), in one pass; each a lookup
  -- by key (a scalar subquery, so always one index probe per item, never a scan of every player's wallets)
  SELECT array_agg(y.central ORDER BY y.ord), array_agg(y.venue ORDER BY y.ord),
         array_agg(CASE WHEN y.enabled IS NULL THEN 'unknown_venue'
                        WHEN NOT y.enabled AND NOT y.allow THEN 'venue_closed'
                        WHEN y.fault THEN 'declined'
                   END ORDER BY y.ord)
    INTO v_central, v_venue, v_outcome
    FROM (SELECT x.ord, x.allow,
                 (SELECT c.id FROM ledger_accounts c WHERE c.kind = 'central' AND c.user_id = x.u) AS central,
                 (SELECT w.id FROM ledger_accounts w WHERE w.kind = 'venue' AND w.user_id = x.u AND w.platname = x.p) AS venue,
                 (SELECT v.enabled FROM venues v WHERE v.platname = x.p) AS enabled,
                 EXISTS (SELECT 1 FROM venue_sim_faults f WHERE f.platname = x.p AND f.mode <> 'none') AS fault
            FROM unnest(p_user_ids, p_platnames, p_allow_disabled) WITH ORDINALITY AS x(u, p, allow, ord)) AS y;

  -- the decisions, in arrival order, on the balances in hand (the rows are locked: nothing else can move them)
  FOR i IN 1 .. n LOOP
    CONTINUE WHEN v_outcome[i] IS NOT NULL;
    IF v_central[i] IS NULL OR v_venue[i] IS NULL THEN
      RAISE EXCEPTION 'item %: player % has no wallet', i, p_user_ids[i] USING ERRCODE = 'LD002';
    END IF;
    v_amount := p_amounts[i];
    IF p_directions[i] = 'in' THEN
      v_from := array_position(v_ids, v_central[i]);
      v_to := array_position(v_ids, v_venue[i]);
    ELSE
      v_from := array_position(v_ids, v_venue[i]);
      v_to := array_position(v_ids, v_central[i]);
    END IF;
    IF v_bal[v_from] < v_amount THEN
      v_outcome[i] := 'insufficient';
      CONTINUE;
    END IF;
    v_bal[v_from] := v_bal[v_from] - v_amount;
    v_bal[v_to] := v_bal[v_to] + v_amount;
    v_outcome[i] := 'done';
    v_done := v_done + 1;
  END LOOP;

  -- the done items' ids (transfer, hold entry, settle entry) taken from the sequences up front, so the rows below are
  -- written without joining anything back (the defaults would draw the same sequences)
  v_ids_t := ARRAY(SELECT nextval('transfers_id_seq') FROM generate_series(1, v_done));
  v_ids_e := ARRAY(SELECT nextval('ledger_entries_id_seq') FROM generate_series(1, 2 * v_done));
  v_done := 0;
  FOR i IN 1 .. n LOOP
    CONTINUE WHEN v_outcome[i] <> 'done';
    v_done := v_done + 1;
    v_tid[i] := v_ids_t[v_done];
    v_hold[i] := v_ids_e[2 * v_done - 1];
    v_settle[i] := v_ids_e[2 * v_done];
  END LOOP;

  -- the touched accounts take their final balances (the sum of the postings below)
  UPDATE ledger_accounts a SET balance_fen = x.bal
    FROM unnest(v_ids, v_bal) AS x(id, bal)
   WHERE a.id = x.id AND a.balance_fen IS DISTINCT FROM x.bal;

  -- the done items' rows, each table written once, in arrival order
  WITH d AS MATERIALIZED (
    SELECT x.ord, x.u, x.p, x.dir, x.amt, x.otn, x.src, v_tid[x.ord] AS tid, v_hold[x.ord] AS hold, v_settle[x.ord] AS settle,
           CASE WHEN x.dir = 'in' THEN v_central[x.ord] ELSE v_venue[x.ord] END AS from_id,
           CASE WHEN x.dir = 'in' THEN v_venue[x.ord] ELSE v_central[x.ord] END AS to_id
      FROM unnest(p_user_ids, p_platnames, p_directions, p_amounts, p_out_trade_nos, p_sources)
           WITH ORDINALITY AS x(u, p, dir, amt, otn, src, ord)
     WHERE v_outcome[x.ord] = 'done'
  ), sim AS (
    INSERT INTO venue_sim_transfers (out_trade_no, platname, user_id, direction, amount_fen, status)
      SELECT d.otn, d.p, d.u, d.dir, d.amt, 'done' FROM d ORDER BY d.ord
  ), e AS (
    INSERT INTO ledger_entries (id, kind, memo)
      SELECT d.hold, 'transfer_hold', d.otn FROM d
      UNION ALL
      SELECT d.settle, CASE WHEN d.dir = 'in' THEN 'transfer_in' ELSE 'transfer_out' END, d.otn FROM d
      ORDER BY 1
  ), po AS (
    INSERT INTO ledger_postings (entry_id, account_id, amount_fen)
      SELECT l.entry, l.account, l.amount
        FROM d CROSS JOIN LATERAL (VALUES (d.hold, d.from_id, -d.amt, 1), (d.hold, v_pending, d.amt, 2),
                                          (d.settle, v_pending, -d.amt, 3), (d.settle, d.to_id, d.amt, 4)) AS l(entry, account, amount, n)
       ORDER BY d.ord, l.n
  )
  INSERT INTO transfers (id, out_trade_no, user_id, platname, direction, amount_fen, state, source, venue_ref, attempts, settled_at)
    SELECT d.tid, d.otn, d.u, d.p, d.dir, d.amt, 1, d.src, 'SIM-' || d.otn, 1, now() FROM d ORDER BY d.ord;

  -- the answers: a done item's row was written at now() (created_at's default, settled_at), with the id drawn above
  RETURN QUERY
    SELECT g.i, v_outcome[g.i], v_tid[g.i],
           CASE WHEN v_outcome[g.i] = 'done' THEN now() END, CASE WHEN v_outcome[g.i] = 'done' THEN now() END
      FROM generate_series(1, n) AS g(i)
     ORDER BY g.i;
END;
$$;
