-- A money write's Idempotency-Key (server/modules/sales/idempotency.ts): a retried sale, payment or refund whose
-- answer was lost is found again instead of written twice. The key is claimed in the write's own transaction.
CREATE TABLE "idempotency_keys" (
	"organization_id" bigint NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("organization_id", "key"),
	CONSTRAINT "idempotency_keys_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_age_idx" ON "idempotency_keys" USING btree ("organization_id", "created_at");
