CREATE TABLE "ajustes_plataforma" (
	"clave" text PRIMARY KEY NOT NULL,
	"valor" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultas_cedulas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultas_cedulas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rut" text NOT NULL,
	"serial_number" text NOT NULL,
	"made_by" integer,
	"fuente" text NOT NULL,
	"is_valid" boolean NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultas_personas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultas_personas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rut" text NOT NULL,
	"made_by" integer,
	"fuente" text NOT NULL,
	"data" jsonb NOT NULL,
	"busqueda" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creditos_movimientos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creditos_movimientos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"saldo" integer NOT NULL,
	"motivo" text NOT NULL,
	"due_diligence_id" integer,
	"usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "due_diligence_archivos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "due_diligence_archivos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"due_diligence_id" integer NOT NULL,
	"archivo_id" integer NOT NULL,
	"file_type" text DEFAULT 'principal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "due_diligences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "due_diligences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"solicitado_por" integer,
	"tipo_persona" text NOT NULL,
	"tipo_de_reporte" text NOT NULL,
	"prioridad" text DEFAULT 'standard' NOT NULL,
	"rut" text NOT NULL,
	"nombre_completo" text DEFAULT '' NOT NULL,
	"apellido_paterno" text DEFAULT '' NOT NULL,
	"apellido_materno" text DEFAULT '' NOT NULL,
	"razon_social" text DEFAULT '' NOT NULL,
	"nombre_fantasia" text DEFAULT '' NOT NULL,
	"representante" text DEFAULT '' NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"pais" text DEFAULT '' NOT NULL,
	"sitio_web" text DEFAULT '' NOT NULL,
	"peps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"progreso" integer DEFAULT 0 NOT NULL,
	"nivel_riesgo" text,
	"razones_riesgo" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_pep" boolean DEFAULT false NOT NULL,
	"listas_internacionales" boolean DEFAULT false NOT NULL,
	"perfil" jsonb,
	"screening" jsonb,
	"creditos_usados" integer DEFAULT 0 NOT NULL,
	"error" text,
	"procesado_at" timestamp with time zone,
	"publicado_at" timestamp with time zone,
	"publicado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proveedor_cache" (
	"clave" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"obtenido_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planes" ADD COLUMN "costo_dd_lite" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "planes" ADD COLUMN "costo_dd_full" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "ajustes_plataforma" ADD CONSTRAINT "ajustes_plataforma_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultas_cedulas" ADD CONSTRAINT "consultas_cedulas_made_by_usuarios_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultas_personas" ADD CONSTRAINT "consultas_personas_made_by_usuarios_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_movimientos" ADD CONSTRAINT "creditos_movimientos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_movimientos" ADD CONSTRAINT "creditos_movimientos_due_diligence_id_due_diligences_id_fk" FOREIGN KEY ("due_diligence_id") REFERENCES "public"."due_diligences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_movimientos" ADD CONSTRAINT "creditos_movimientos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_archivos" ADD CONSTRAINT "due_diligence_archivos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_archivos" ADD CONSTRAINT "due_diligence_archivos_due_diligence_id_due_diligences_id_fk" FOREIGN KEY ("due_diligence_id") REFERENCES "public"."due_diligences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_archivos" ADD CONSTRAINT "due_diligence_archivos_archivo_id_archivos_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD CONSTRAINT "due_diligences_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD CONSTRAINT "due_diligences_solicitado_por_usuarios_id_fk" FOREIGN KEY ("solicitado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD CONSTRAINT "due_diligences_publicado_por_usuarios_id_fk" FOREIGN KEY ("publicado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultas_cedulas_rut_idx" ON "consultas_cedulas" USING btree ("rut","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultas_personas_rut_unique" ON "consultas_personas" USING btree ("rut");--> statement-breakpoint
CREATE INDEX "consultas_personas_busqueda_trgm" ON "consultas_personas" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creditos_movimientos_empresa_idx" ON "creditos_movimientos" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE INDEX "due_diligence_archivos_dd_idx" ON "due_diligence_archivos" USING btree ("empresa_id","due_diligence_id");--> statement-breakpoint
CREATE INDEX "due_diligences_empresa_idx" ON "due_diligences" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE INDEX "due_diligences_estado_idx" ON "due_diligences" USING btree ("estado","created_at");