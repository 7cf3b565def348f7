-- Failed logins are counted by the attempt limiter (auth_attempts, 0007) since issue 14; this table was no longer read or written.
DROP TABLE IF EXISTS "login_failures" CASCADE;
