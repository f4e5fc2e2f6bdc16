-- An invitation goes to an e-mail or to a phone (issue 15: "invite them by e-mail or phone"), exactly one of them.
-- The phone is stored in E.164; a new invitation to the same phone replaces the pending one, as for an e-mail.
ALTER TABLE "invitations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_email_or_phone" CHECK (num_nonnulls("email", "phone") = 1);--> statement-breakpoint
CREATE INDEX "invitations_phone_idx" ON "invitations" USING btree ("organization_id","phone") WHERE "phone" IS NOT NULL;
