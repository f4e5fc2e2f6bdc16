-- Issue 18: booking codes by Telegram (docs/online-booking.md, "Built: codes by Telegram"). The page gives the client a
-- deep link to the chain's bot carrying a one-time start code (kept only as its SHA-256); the bot's webhook finds the
-- booking code by it, remembers the chat, asks for the account's phone number (Telegram's own contact button), and sends
-- the six digits only when that number is the one typed on the page.
ALTER TABLE "booking_codes" ADD COLUMN "telegram_start_hash" text;--> statement-breakpoint
ALTER TABLE "booking_codes" ADD COLUMN "telegram_chat_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_codes_telegram_start_idx" ON "booking_codes" ("organization_id","telegram_start_hash") WHERE "telegram_start_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_codes_telegram_chat_idx" ON "booking_codes" ("organization_id","telegram_chat_id") WHERE "telegram_chat_id" IS NOT NULL;
