-- Issue 19: player text may no longer hold control characters, bidi controls or U+FFFD-U+FFFF
-- (shared/src/validators/plain-text.ts; the server refuses them on every request since this release).
-- Rows written before are repaired here: in single-line fields tab and line breaks become a space and every other
-- refused character is removed; multi-line fields (an application reason, a chat message) keep tab and line breaks.
-- Lone surrogates cannot be stored in PostgreSQL text, so there are none to remove. Card numbers and USDT addresses
-- (cards.bank_no) were always digits or a checked address shape, so they are left alone (and keep their unique index).
UPDATE "users" SET
  "realname" = btrim(regexp_replace(regexp_replace("realname", '[\t\n\r]', ' ', 'g'), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g')),
  "mobile" = regexp_replace("mobile", '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g'),
  "email" = regexp_replace("email", '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g')
WHERE "realname" ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]'
   OR "mobile" ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]'
   OR "email" ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]';
--> statement-breakpoint
UPDATE "cards" SET
  "bank" = btrim(regexp_replace(regexp_replace("bank", '[\t\n\r]', ' ', 'g'), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g')),
  "bank_owner" = btrim(regexp_replace(regexp_replace("bank_owner", '[\t\n\r]', ' ', 'g'), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g')),
  "bank_address" = btrim(regexp_replace(regexp_replace("bank_address", '[\t\n\r]', ' ', 'g'), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g'))
WHERE ("bank" || "bank_owner" || "bank_address") ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]';
--> statement-breakpoint
UPDATE "deposits" SET
  "bank" = btrim(regexp_replace(regexp_replace("bank", '[\t\n\r]', ' ', 'g'), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g')),
  "bank_no" = btrim(regexp_replace(regexp_replace("bank_no", '[\t\n\r]', ' ', 'g'), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g')),
  "bank_owner" = btrim(regexp_replace(regexp_replace("bank_owner", '[\t\n\r]', ' ', 'g'), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g')),
  "bank_address" = btrim(regexp_replace(regexp_replace("bank_address", '[\t\n\r]', ' ', 'g'), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g'))
WHERE ("bank" || "bank_no" || "bank_owner" || "bank_address") ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]';
--> statement-breakpoint
UPDATE "withdrawals" SET
  "bank" = btrim(regexp_replace(regexp_replace("bank", '[\t\n\r]', ' ', 'g'), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g')),
  "bank_owner" = btrim(regexp_replace(regexp_replace("bank_owner", '[\t\n\r]', ' ', 'g'), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g')),
  "bank_no" = btrim(regexp_replace(regexp_replace("bank_no", '[\t\n\r]', ' ', 'g'), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g'))
WHERE ("bank" || "bank_owner" || "bank_no") ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]';
--> statement-breakpoint
UPDATE "agent_applications" SET
  "mobile" = regexp_replace("mobile", '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g'),
  "apply_info" = regexp_replace("apply_info", '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g')
WHERE ("mobile" || "apply_info") ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]';
--> statement-breakpoint
UPDATE "support_messages" SET
  "body" = regexp_replace("body", '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g')
WHERE "body" ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]';
--> statement-breakpoint
UPDATE "sessions" SET
  "user_agent" = regexp_replace("user_agent", '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]', '', 'g')
WHERE "user_agent" ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffd\ufffe\uffff]';
