-- Issue 20, deliverable 5: Network, the chain's public site (docs/network-site.md). `network_sites` holds the About
-- page's words per language, the branches left off and each branch's own words (one row per chain, made by its first
-- save). `network_posts` is the blog: one language a post, its HTML kept only as the server's sanitiser left it, a
-- slug unique in the chain (409 on a second). `network_images` are the photos uploaded for posts, public from upload.
CREATE TABLE "network_sites" (
	"organization_id" bigint NOT NULL,
	"about" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_sites_pkey" PRIMARY KEY("organization_id"),
	CONSTRAINT "network_sites_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "network_posts" (
	"organization_id" bigint NOT NULL,
	"id" bigint DEFAULT nextval('entity_id_seq') NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"cover_photo_id" uuid,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_posts_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "network_posts_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "network_posts_slug_key" ON "network_posts" USING btree ("organization_id","slug");
--> statement-breakpoint
CREATE INDEX "network_posts_published_idx" ON "network_posts" USING btree ("organization_id","status","published_at");
--> statement-breakpoint
CREATE TABLE "network_images" (
	"photo_id" uuid NOT NULL,
	"organization_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_images_pkey" PRIMARY KEY("photo_id"),
	CONSTRAINT "network_images_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "network_images_organization_idx" ON "network_images" USING btree ("organization_id");
