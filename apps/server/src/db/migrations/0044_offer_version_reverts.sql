-- Offer history (docs/offers.md "Revert"): a revert's version names the version it restored.
ALTER TABLE "offer_versions" ADD COLUMN "reverted_to" integer;
