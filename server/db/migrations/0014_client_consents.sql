-- A client's consents to marketing messages (issue 15), one a channel, off until the client says yes; who changed
-- one and when is the audit trail's.
ALTER TABLE "clients" ADD COLUMN "marketing_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "marketing_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "marketing_telegram" boolean DEFAULT false NOT NULL;
