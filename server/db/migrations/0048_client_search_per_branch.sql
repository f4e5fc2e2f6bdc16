-- The clients search's trigram indexes held every chain's clients in one tree: "mil" in a branch of two hundred
-- first found the 25 000 Milicas of every chain and then kept the branch's few (docs/benchmarks.md, issue 21).
-- With btree_gin the chain and the branch are keys of the same GIN index, and a scan that names them walks the
-- branch's posting list, skipping through the trigram's, so a search costs what the branch holds, not the product.
-- A chain-wide search (no branch named) still uses them through the chain's key.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "clients_first_name_fold_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_last_name_fold_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_email_fold_trgm_idx";--> statement-breakpoint
CREATE INDEX "clients_first_name_fold_trgm_idx" ON "clients" USING gin ("organization_id", "branch_id", search_fold("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_last_name_fold_trgm_idx" ON "clients" USING gin ("organization_id", "branch_id", search_fold("last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_trgm_idx" ON "clients" USING gin ("organization_id", "branch_id", "phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_fold_trgm_idx" ON "clients" USING gin ("organization_id", "branch_id", search_fold("email") gin_trgm_ops);
