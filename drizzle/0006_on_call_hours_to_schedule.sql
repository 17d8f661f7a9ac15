-- Issue 13: the free-text on-call hours become a structured schedule (on_call_schedule). A text that
-- plainly means "all day, every day" becomes døgnvagt hele året; any other text is kept word for word
-- as the schedule's note, which the site still shows, until the owner picks days and times. Data only.
UPDATE "site_details" SET "on_call_schedule" = CASE
  WHEN btrim("on_call_hours") = '' THEN '{"always":false,"days":[],"note":""}'::jsonb
  WHEN btrim("on_call_hours", E' .!\t') ~* '^(døgnvagt( hele året| alle dage| året rundt)?|(hele døgnet|døgnet rundt|24 timer i døgnet),? ?(alle dage|hele året|året rundt|alle ugens dage)|(alle dage|hele året|året rundt),? ?(hele døgnet|døgnet rundt)|24/7|24-7|døgnåbent)$'
    THEN '{"always":true,"days":[],"note":""}'::jsonb
  ELSE jsonb_build_object('always', false, 'days', '[]'::jsonb, 'note', left(btrim("on_call_hours"), 80))
END;
