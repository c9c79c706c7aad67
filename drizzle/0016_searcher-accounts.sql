DROP INDEX "search_alerts_email_idx";--> statement-breakpoint
CREATE INDEX "search_alerts_email_lower_idx" ON "search_alerts" USING btree (lower("email"));--> statement-breakpoint
-- Addresses that confirmed a search alert before searchers could sign in get their account now (ADR 0026),
-- as a confirmation does from here on: the password, language and name of their earliest confirmed alert.
INSERT INTO "accounts" ("email", "display_name", "language", "role", "password_hash", "password_changed_at")
SELECT DISTINCT ON (lower(a."email"))
  a."email",
  coalesce(nullif(trim(concat_ws(' ', l."first_name", l."last_name")), ''), a."email"),
  a."language",
  'searcher',
  nullif(a."password_hash", ''),
  a."confirmed_at"
FROM "search_alerts" a JOIN "leads" l ON l."id" = a."lead_id"
WHERE a."confirmed_at" IS NOT NULL
ORDER BY lower(a."email"), a."confirmed_at", a."id"
ON CONFLICT DO NOTHING;
