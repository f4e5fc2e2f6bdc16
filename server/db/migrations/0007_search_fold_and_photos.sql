-- search_fold(text): the one form search compares on both sides: lower case, accents removed (unaccent's rules:
-- Ilić → ilic, Živković → zivkovic, Đorđe → dorde, ё → е), then "dj" read as "d", so "djordje" and "dorde" both find
-- Đorđe. unaccent() itself is only STABLE (its dictionary could be changed); naming the dictionary and its schema
-- makes this IMMUTABLE, so the trigram indexes below can be built on it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), 'dj', 'd');--> statement-breakpoint
DROP INDEX "clients_first_name_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_last_name_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_email_trgm_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
CREATE INDEX "clients_first_name_fold_trgm_idx" ON "clients" USING gin (search_fold("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_last_name_fold_trgm_idx" ON "clients" USING gin (search_fold("last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_fold_trgm_idx" ON "clients" USING gin (search_fold("email") gin_trgm_ops);