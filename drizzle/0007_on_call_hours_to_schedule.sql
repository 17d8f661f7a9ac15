-- Issue 13: the free-text on-call hours become a structured schedule (on_call_schedule). A text that
-- plainly means "all day, every day" becomes døgnvagt hele året; any other text is kept word for word
-- as the schedule's note, which the site still shows, until the owner picks days and times. Data only.
UPDATE "site_details" SET "on_call_schedule" = CASE
  WHEN btrim("on_call_hours") = '' THEN '{"always":false,"days":[],"note":""}'::jsonb
  WHEN btrim("on_call_hours", E' .!\t') ~* '^(døgnvagt( hele året| alle dage| året rundt)?|(hele døgnet|døgnet rundt|24 timer i døgnet),? ?(alle dage|hele året|året rundt|alle ugens dage)|(alle dage|hele året|året rundt),? ?(hele døgnet|døgnet rundt)|24/7|24-7|døgnåbent)$'
    THEN '{"always":true,"days":[],"note":""}'::jsonb
  ELSE jsonb_build_object('always', false, 'days', '[]'::jsonb, 'note', left(btrim("on_call_hours"), 80))
END;
--> statement-breakpoint
-- The defaults that earlier saves copied into the trust sections become "" (= the trade's default
-- text now): the old authorisation intro ("… står vi inde for vores arbejde …") and the old
-- no-price wording ("Du får altid et skriftligt tilbud …") promised things the owner never said.
UPDATE "trust_sections" SET "data" = jsonb_set("data", '{intro}', '""')
WHERE "name" = 'autorisation'
  AND "data"->>'intro' ~ '^Som .+ står vi inde for vores arbejde\. Her kan du se vores autorisationer og de ordninger, vi er med i\.$';--> statement-breakpoint
UPDATE "trust_sections" SET "data" = jsonb_set("data", '{noPriceText}', '""')
WHERE "name" = 'priser'
  AND "data"->>'noPriceText' = 'Prisen på opgaver uden fast pris kan ikke beregnes på forhånd, fordi den afhænger af opgavens omfang. Den beregnes ud fra den tid, vi bruger, efter vores timepris, plus materialer. Du får altid et skriftligt tilbud med prisen inkl. moms, før vi går i gang.';
