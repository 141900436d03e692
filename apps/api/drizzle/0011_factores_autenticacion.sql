CREATE TABLE "auth_desafios" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"usuario_id" integer,
	"datos" jsonb,
	"intentos" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"usado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_codigos_recuperacion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuario_codigos_recuperacion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"codigo_hash" text NOT NULL,
	"usado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_totp" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"secreto_cifrado" text NOT NULL,
	"activado_at" timestamp with time zone,
	"ultimo_paso" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "exigir_2fa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_desafios" ADD CONSTRAINT "auth_desafios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_codigos_recuperacion" ADD CONSTRAINT "usuario_codigos_recuperacion_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_totp" ADD CONSTRAINT "usuario_totp_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_desafios_expires_idx" ON "auth_desafios" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "usuario_codigos_recuperacion_usuario_idx" ON "usuario_codigos_recuperacion" USING btree ("usuario_id");