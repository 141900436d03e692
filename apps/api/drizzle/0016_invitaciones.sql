DROP INDEX "usuarios_email_unique";--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "dominios_correo" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "invitacion_pendiente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "invitacion_inerte" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "invitacion_token_hash" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "invitacion_expira" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_empresa_email_unique" ON "usuarios" USING btree ("empresa_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_invitacion_token_unique" ON "usuarios" USING btree ("invitacion_token_hash") WHERE "usuarios"."invitacion_token_hash" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_unique" ON "usuarios" USING btree (lower("email")) WHERE NOT "usuarios"."invitacion_inerte";--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_invitacion_inerte_pendiente" CHECK (NOT "usuarios"."invitacion_inerte" OR "usuarios"."invitacion_pendiente");