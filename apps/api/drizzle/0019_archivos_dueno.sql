ALTER TABLE "archivos" ADD COLUMN "dueno_id" integer;--> statement-breakpoint
CREATE INDEX "archivos_dueno_idx" ON "archivos" USING btree ("empresa_id","contexto","dueno_id");--> statement-breakpoint
-- Existing files get the id of the record they belong to, from their link rows (a document's
-- files: the document of their version; a logo: its company).
UPDATE "archivos" a SET "dueno_id" = f."documento_id" FROM "documento_archivos" da JOIN "documento_flujos" f ON f."id" = da."flujo_id" WHERE da."archivo_id" = a."id" AND a."contexto" = 'documento';--> statement-breakpoint
UPDATE "archivos" a SET "dueno_id" = l."due_diligence_id" FROM "due_diligence_archivos" l WHERE l."archivo_id" = a."id" AND a."contexto" = 'due_diligence';--> statement-breakpoint
UPDATE "archivos" a SET "dueno_id" = l."no_conformidad_id" FROM "evidencias_nc" l WHERE l."archivo_id" = a."id" AND a."contexto" = 'no_conformidad';--> statement-breakpoint
UPDATE "archivos" a SET "dueno_id" = l."ticket_id" FROM "ticket_archivos" l WHERE l."archivo_id" = a."id" AND a."contexto" = 'soporte';--> statement-breakpoint
UPDATE "archivos" a SET "dueno_id" = l."denuncia_id" FROM "evidencias_denuncia" l WHERE l."archivo_id" = a."id" AND a."contexto" = 'denuncia';--> statement-breakpoint
UPDATE "archivos" SET "dueno_id" = "empresa_id" WHERE "contexto" = 'logo';
