-- The system ledger accounts exist in every database (production included); their balances are derived from postings.
INSERT INTO "ledger_accounts" ("kind") VALUES ('house'), ('deposit_clearing'), ('withdrawal_pending'), ('bonus')
ON CONFLICT DO NOTHING;
