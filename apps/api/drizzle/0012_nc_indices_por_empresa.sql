DROP INDEX "analisis_causa_nc_nc_unique";--> statement-breakpoint
DROP INDEX "cierres_nc_nc_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "analisis_causa_nc_empresa_nc_unique" ON "analisis_causa_nc" USING btree ("empresa_id","no_conformidad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cierres_nc_empresa_nc_unique" ON "cierres_nc" USING btree ("empresa_id","no_conformidad_id");