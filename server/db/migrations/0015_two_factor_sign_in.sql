-- Sign-in with a second factor. The attempt is recorded and counted exactly as before (advisory locks
-- per address and account, held to commit; the count sees every attempt that took its turn before this
-- one; the commit does not wait for the disk). What is new is what the function opens when the attempt
-- is within the limits and the account is active:
--   "secondFactor" 'none'   — the user needs no second factor: the session, as before;
--   "secondFactor" 'verify' — the user has a confirmed authenticator: a sign-in challenge instead,
--                             which only a code turns into a session;
--   "secondFactor" 'enrol'  — the user's role must use one (business_settings.two_factor_roles) and the
--                             user has none yet: a challenge that allows enrolling, then signs in.
-- The challenge takes the id planned for the session and expires at p_challenge_expires_at; without
-- that (a caller that knows no second factor) nothing is opened for such a user, so the sign-in fails.
CREATE FUNCTION "reserve_login_attempt"(
  p_ip text, p_email text, p_window_minutes integer,
  p_per_pair integer, p_per_email integer, p_per_ip integer,
  p_session_id uuid, p_session_expires_at timestamptz, p_challenge_expires_at timestamptz)
RETURNS TABLE ("userId" integer, "passwordHash" text, "active" boolean, "allowed" boolean,
  "sessionOpened" boolean, "secondFactor" text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  ip_key bigint := hashtextextended('login-ip:' || p_ip, 0);
  email_key bigint := hashtextextended('login-email:' || p_email, 0);
  attempt_id integer;
  by_pair integer;
  by_ip integer;
  by_email integer;
  found_id integer;
  found_hash text;
  found_active boolean;
  found_role text;
  factor text := 'none';
  within boolean;
  opened boolean := false;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_advisory_xact_lock(least(ip_key, email_key));
  PERFORM pg_advisory_xact_lock(greatest(ip_key, email_key));
  INSERT INTO login_failures (ip, email) VALUES (p_ip, p_email) RETURNING id INTO attempt_id;
  SELECT count(*) FILTER (WHERE f.ip = p_ip AND f.email = p_email)::integer,
    count(*) FILTER (WHERE f.ip = p_ip)::integer,
    count(*) FILTER (WHERE f.email = p_email)::integer
  INTO by_pair, by_ip, by_email
  FROM login_failures f
  WHERE f.at > now() - make_interval(mins => p_window_minutes) AND f.id <= attempt_id
    AND (f.ip = p_ip OR f.email = p_email);
  within := by_pair <= p_per_pair AND by_email <= p_per_email AND by_ip <= p_per_ip;
  SELECT u.id, u.password_hash, u.active, u.role INTO found_id, found_hash, found_active, found_role
  FROM users u WHERE u.deleted_at IS NULL AND lower(u.email) = lower(p_email);
  IF found_id IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM two_factors t WHERE t.user_id = found_id AND t.confirmed_at IS NOT NULL) THEN
      factor := 'verify';
    ELSIF EXISTS (SELECT 1 FROM business_settings s WHERE s.id = 1 AND found_role = ANY (s.two_factor_roles)) THEN
      factor := 'enrol';
    END IF;
  END IF;
  IF within AND found_active AND p_session_id IS NOT NULL THEN
    IF factor = 'none' THEN
      INSERT INTO sessions (id, user_id, expires_at) VALUES (p_session_id, found_id, p_session_expires_at);
      opened := true;
    ELSIF p_challenge_expires_at IS NOT NULL THEN
      INSERT INTO sign_in_challenges (id, user_id, purpose, expires_at)
      VALUES (p_session_id, found_id, factor, p_challenge_expires_at);
      opened := true;
    END IF;
  END IF;
  RETURN QUERY SELECT found_id, found_hash, found_active, within, opened, factor;
END
$$;
--> statement-breakpoint
-- The previous signature, still called by processes of the previous release during a rolling restart:
-- it opens a session only for a user who needs no second factor, so those processes cannot sign past it.
CREATE OR REPLACE FUNCTION "reserve_login_attempt"(
  p_ip text, p_email text, p_window_minutes integer,
  p_per_pair integer, p_per_email integer, p_per_ip integer,
  p_session_id uuid, p_session_expires_at timestamptz)
RETURNS TABLE ("userId" integer, "passwordHash" text, "active" boolean, "allowed" boolean, "sessionOpened" boolean)
LANGUAGE sql VOLATILE AS $$
  SELECT r."userId", r."passwordHash", r."active", r."allowed", r."sessionOpened"
  FROM reserve_login_attempt($1, $2, $3, $4, $5, $6, $7, $8, NULL::timestamptz) r
$$;
