CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"empresa_id" integer,
	"usuario_id" integer,
	"accion" text NOT NULL,
	"entidad" text NOT NULL,
	"entidad_id" text,
	"cambios" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "empresas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"rut" text NOT NULL,
	"logo_url" text,
	"plan_id" integer,
	"token_canal" uuid DEFAULT gen_random_uuid() NOT NULL,
	"creditos_due_diligence" integer DEFAULT 0 NOT NULL,
	"es_plataforma" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empresas_token_canal_unique" UNIQUE("token_canal")
);
--> statement-breakpoint
CREATE TABLE "login_intentos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_intentos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"exito" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"modulos" text[] DEFAULT '{}'::text[] NOT NULL,
	"creditos_due_diligence" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planes_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"sesion_id" uuid NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "sesiones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"access_hash" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_roles" (
	"usuario_id" integer NOT NULL,
	"rol_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_roles_usuario_id_rol_id_pk" PRIMARY KEY("usuario_id","rol_id")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"apellido" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"activo" boolean DEFAULT true NOT NULL,
	"ultimo_acceso" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archivos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "archivos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"nombre_original" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"tamano" integer NOT NULL,
	"sha256" text NOT NULL,
	"contexto" text DEFAULT 'general' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cola" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"max_intentos" integer DEFAULT 5 NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"clave_unica" text,
	"ultimo_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comunas" (
	"codigo" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nombre_alternativo" text,
	"provincia_codigo" text NOT NULL,
	"region_codigo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feriados" (
	"fecha" date NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"irrenunciable" boolean DEFAULT false NOT NULL,
	"alcance" text NOT NULL,
	"region_iso" text DEFAULT '' NOT NULL,
	"comunas" text DEFAULT '' NOT NULL,
	"base_legal" text,
	CONSTRAINT "feriados_fecha_alcance_region_iso_comunas_pk" PRIMARY KEY("fecha","alcance","region_iso","comunas")
);
--> statement-breakpoint
CREATE TABLE "provincias" (
	"codigo" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"region_codigo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referencia" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referencia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"fuente" text NOT NULL,
	"archivo" text NOT NULL,
	"fecha_fuente" text,
	"hash" text NOT NULL,
	"filas" integer NOT NULL,
	"importado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referencia_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "regiones" (
	"codigo" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nombre_oficial" text NOT NULL,
	"romano" text NOT NULL,
	"iso_3166_2" text NOT NULL,
	"orden" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_plan_id_planes_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."planes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_sesion_id_sesiones_id_fk" FOREIGN KEY ("sesion_id") REFERENCES "public"."sesiones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_roles" ADD CONSTRAINT "usuario_roles_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_roles" ADD CONSTRAINT "usuario_roles_rol_id_roles_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archivos" ADD CONSTRAINT "archivos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archivos" ADD CONSTRAINT "archivos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunas" ADD CONSTRAINT "comunas_provincia_codigo_provincias_codigo_fk" FOREIGN KEY ("provincia_codigo") REFERENCES "public"."provincias"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunas" ADD CONSTRAINT "comunas_region_codigo_regiones_codigo_fk" FOREIGN KEY ("region_codigo") REFERENCES "public"."regiones"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provincias" ADD CONSTRAINT "provincias_region_codigo_regiones_codigo_fk" FOREIGN KEY ("region_codigo") REFERENCES "public"."regiones"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_empresa_idx" ON "audit_log" USING btree ("empresa_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "empresas_rut_unique" ON "empresas" USING btree ("rut");--> statement-breakpoint
CREATE INDEX "empresas_nombre_trgm" ON "empresas" USING gin ("nombre" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_intentos_email_idx" ON "login_intentos" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_intentos_ip_idx" ON "login_intentos" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_sesion_idx" ON "refresh_tokens" USING btree ("sesion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sesiones_access_hash_unique" ON "sesiones" USING btree ("access_hash");--> statement-breakpoint
CREATE INDEX "sesiones_empresa_idx" ON "sesiones" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE INDEX "sesiones_expires_idx" ON "sesiones" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_unique" ON "usuarios" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "usuarios_empresa_idx" ON "usuarios" USING btree ("empresa_id","apellido");--> statement-breakpoint
CREATE INDEX "usuarios_nombre_trgm" ON "usuarios" USING gin (("nombre" || ' ' || "apellido") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "archivos_empresa_idx" ON "archivos" USING btree ("empresa_id","contexto");--> statement-breakpoint
CREATE UNIQUE INDEX "archivos_storage_key_unique" ON "archivos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "jobs_cola_estado_run_idx" ON "jobs" USING btree ("cola","estado","run_at");--> statement-breakpoint
CREATE INDEX "jobs_clave_unica_idx" ON "jobs" USING btree ("clave_unica");--> statement-breakpoint
CREATE INDEX "comunas_region_idx" ON "comunas" USING btree ("region_codigo","nombre");