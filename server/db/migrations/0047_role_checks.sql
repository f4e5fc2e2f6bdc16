-- A stored role is one of the three the product knows (roleSchema in src/schema/enums.ts): a row written with any
-- other (a test once stored 'admin') passed every write and then made each access check that read it answer 500.
-- Refused at the write instead, for members and for invitations alike.
ALTER TABLE "organization_users" ADD CONSTRAINT "organization_users_role_check" CHECK ("role" IN ('owner', 'administrator', 'employee'));
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_check" CHECK ("role" IN ('owner', 'administrator', 'employee'));
