-- Hidden from the advertiser: an advertiser invoice the network keeps off the advertiser's invoice screens and e-mails.
ALTER TABLE "invoices" ADD COLUMN "hidden_from_partner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_hidden_check" CHECK (not "invoices"."hidden_from_partner" or "invoices"."partner_kind" = 'advertiser');