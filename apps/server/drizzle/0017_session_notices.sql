-- Every process that caches sessions (src/auth/session-cache.ts) hears, on channel
-- triage_sessions, of each session deleted (sign-out, expiry purge, revoked grant, a
-- user's deletion) and each user changed or deleted, whoever made the change.
CREATE OR REPLACE FUNCTION triage_sessions_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('triage_sessions', id) FROM old_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION triage_sessions_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('triage_sessions', 'user:' || id) FROM old_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER triage_sessions_deleted AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION triage_sessions_ended();--> statement-breakpoint
CREATE TRIGGER triage_sessions_users_updated AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION triage_sessions_users_changed();--> statement-breakpoint
CREATE TRIGGER triage_sessions_users_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION triage_sessions_users_changed();
