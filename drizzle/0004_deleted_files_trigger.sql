-- Every deleted quote request (by the owner, by retention, or by the cascade of a company delete)
-- queues its photo files in deleted_files; the sweep deletes the files after the delete committed.
CREATE FUNCTION queue_quote_photo_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deleted_files (key)
    SELECT k FROM jsonb_array_elements(OLD.photos) AS p(photo),
      LATERAL (VALUES (p.photo->>'key'), (p.photo->>'thumbKey')) AS keys(k)
    WHERE k IS NOT NULL
  ON CONFLICT (key) DO NOTHING;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER quote_requests_queue_photo_files AFTER DELETE ON quote_requests
  FOR EACH ROW EXECUTE FUNCTION queue_quote_photo_files();
