-- A sign-in attempt in one round trip: records the attempt, finds the account and counts the attempts
-- in the window. The attempts of one address or one account take their turn (advisory locks held to
-- commit, always taken in the same order), and the count is a statement of its own inside the function,
-- so it sees every attempt that took its turn before this one: forty concurrent guesses get five
-- password checks. Losing the last attempts of a crash is harmless, so the commit does not wait for the
-- disk.
CREATE FUNCTION "reserve_login_attempt"(p_ip text, p_email text, p_window_minutes integer)
RETURNS TABLE ("userId" integer, "passwordHash" text, "active" boolean, "byPair" integer, "byIp" integer, "byEmail" integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  ip_key bigint := hashtextextended('login-ip:' || p_ip, 0);
  email_key bigint := hashtextextended('login-email:' || p_email, 0);
  attempt_id integer;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_advisory_xact_lock(least(ip_key, email_key));
  PERFORM pg_advisory_xact_lock(greatest(ip_key, email_key));
  INSERT INTO login_failures (ip, email) VALUES (p_ip, p_email) RETURNING id INTO attempt_id;
  RETURN QUERY
    SELECT u.id, u.password_hash, u.active, c."byPair", c."byIp", c."byEmail"
    FROM (
      SELECT count(*) FILTER (WHERE f.ip = p_ip AND f.email = p_email)::integer AS "byPair",
        count(*) FILTER (WHERE f.ip = p_ip)::integer AS "byIp",
        count(*) FILTER (WHERE f.email = p_email)::integer AS "byEmail"
      FROM login_failures f
      WHERE f.at > now() - make_interval(mins => p_window_minutes) AND f.id <= attempt_id
        AND (f.ip = p_ip OR f.email = p_email)
    ) c
    LEFT JOIN users u ON u.deleted_at IS NULL AND lower(u.email) = lower(p_email);
END
$$;
