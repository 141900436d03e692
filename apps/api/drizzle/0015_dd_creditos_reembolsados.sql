ALTER TABLE "due_diligences" ADD COLUMN "creditos_reembolsados" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A failed request was always refunded what it used: it now holds 0 and records the refund.
UPDATE "due_diligences" SET "creditos_reembolsados" = "creditos_usados", "creditos_usados" = 0 WHERE "estado" = 'fallido';
