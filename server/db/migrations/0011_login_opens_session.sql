-- A sign-in's session is opened in the same round trip that records the attempt, before the password
-- is checked: the token that makes it usable is signed and sent only if the check passes, and a row
-- whose check failed is removed right after the answer (until then nothing can use it). The function
-- now decides the limits itself, since it opens the session only within them. The rest is as before:
-- the attempts of one address or one account take their turn (advisory locks held to commit, always
-- taken in the same order), the count sees every attempt that took its turn before this one, and the
-- commit does not wait for the disk.
-- The three-argument version stays, so that processes of the previous release, still running during
-- a rolling restart, can sign users in until they are replaced; a later release may drop it.
CREATE FUNCTION "reserve_login_attempt"(
  p_ip text, p_email text, p_window_minutes integer,
  p_per_pair integer, p_per_email integer, p_per_ip integer,
  p_session_id uuid, p_session_expires_at timestamptz)
RETURNS TABLE ("userId" integer, "passwordHash" text, "active" boolean, "allowed" boolean, "sessionOpened" boolean)
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
  within boolean;
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
  SELECT u.id, u.password_hash, u.active INTO found_id, found_hash, found_active
  FROM users u WHERE u.deleted_at IS NULL AND lower(u.email) = lower(p_email);
  IF within AND found_active AND p_session_id IS NOT NULL THEN
    INSERT INTO sessions (id, user_id, expires_at) VALUES (p_session_id, found_id, p_session_expires_at);
  END IF;
  RETURN QUERY SELECT found_id, found_hash, found_active, within,
    coalesce(within AND found_active AND p_session_id IS NOT NULL, false);
END
$$;
