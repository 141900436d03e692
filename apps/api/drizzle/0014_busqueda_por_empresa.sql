-- btree_gin lets a trigram index start with the company: a search reads only its own company's matches.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "trabajadores_busqueda_trgm";--> statement-breakpoint
DROP INDEX "documentos_busqueda_trgm";--> statement-breakpoint
ALTER TABLE "trabajadores" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("trabajadores"."rut", '') || ' ' || coalesce("trabajadores"."nombres", '') || ' ' || coalesce("trabajadores"."apellido_paterno", '') || ' ' || coalesce("trabajadores"."apellido_materno", '')), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc')) STORED;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("documentos"."codigo", '') || ' ' || coalesce("documentos"."nombre_documento", '')), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc')) STORED;--> statement-breakpoint
CREATE INDEX "trabajadores_empresa_busqueda_trgm" ON "trabajadores" USING gin ("empresa_id","busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documentos_empresa_busqueda_trgm" ON "documentos" USING gin ("empresa_id","busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "denuncias_empresa_creada_idx" ON "denuncias" USING btree ("empresa_id","created_at","id","estado","categoria_id");