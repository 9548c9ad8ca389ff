-- Admin search (issue #13): guest name/e-mail and room title are matched with ILIKE '%term%';
-- trigram indexes answer that without reading every guest. pg_trgm is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rooms_title_trgm_idx" ON "rooms" USING gin ("title" gin_trgm_ops);
