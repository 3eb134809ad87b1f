-- A frozen logo: an issued invoice keeps the network's logo of its issue day, and the file it names is kept.
ALTER TABLE "invoices" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Invoices issued before this take the logo the network has now (its earlier ones were deleted when replaced).
UPDATE "invoices" AS i SET "logo_file_id" = f."id"
FROM "tenants" AS t, "files" AS f
WHERE t."id" = i."tenant_id" AND i."status" <> 'draft'
  AND t."logo_url" ~ '^/api/v1/files/[0-9a-f-]{36}$'
  AND f."id" = substring(t."logo_url" from 15)::uuid AND f."tenant_id" = t."id";
