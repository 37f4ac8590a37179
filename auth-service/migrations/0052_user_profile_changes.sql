-- Each API instance remembers the profiles /api/me answers (src/modules/profiles/profile-cache.ts).
-- A change to a row, by any instance or any other writer, is sent to every instance with NOTIFY,
-- which PostgreSQL delivers on commit: the row's id, or '*' when the table is truncated.
-- A new row needs no word: an absent profile is never remembered.
CREATE FUNCTION notify_user_profile_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('user_profile_changes', '*');
  ELSE
    PERFORM pg_notify('user_profile_changes', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER user_profile_changed AFTER UPDATE OR DELETE ON user_profiles
  FOR EACH ROW EXECUTE FUNCTION notify_user_profile_change();

CREATE TRIGGER user_profiles_truncated AFTER TRUNCATE ON user_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_user_profile_change();
