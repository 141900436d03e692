CREATE TABLE "acciones_nc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acciones_nc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"no_conformidad_id" integer NOT NULL,
	"descripcion" text NOT NULL,
	"tipo" text DEFAULT 'correctiva' NOT NULL,
	"responsable_id" integer,
	"plazo" date NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"completada_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analisis_causa_nc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analisis_causa_nc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"no_conformidad_id" integer NOT NULL,
	"metodo" text NOT NULL,
	"porques" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ishikawa" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"causa_raiz" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cierres_nc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cierres_nc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"no_conformidad_id" integer NOT NULL,
	"verificacion_id" integer NOT NULL,
	"observaciones" text DEFAULT '' NOT NULL,
	"fecha_cierre" date NOT NULL,
	"cerrado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clasificaciones_nc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clasificaciones_nc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidencias_nc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evidencias_nc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"no_conformidad_id" integer NOT NULL,
	"accion_id" integer,
	"tipo" text NOT NULL,
	"archivo_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuentes_nc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fuentes_nc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "no_conformidades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "no_conformidades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"etapa" text DEFAULT 'abierta' NOT NULL,
	"fuente_id" integer,
	"descripcion" text NOT NULL,
	"proceso_id" integer,
	"departamento_id" integer,
	"detectado_por_id" integer,
	"fecha_deteccion" date NOT NULL,
	"correccion" text,
	"correccion_fecha" date,
	"criticidad" text,
	"clasificacion_id" integer,
	"responsable_id" integer,
	"riesgo_id" integer,
	"requisito_id" integer,
	"denuncia_id" integer,
	"reaperturas" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"cerrada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verificaciones_nc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verificaciones_nc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"no_conformidad_id" integer NOT NULL,
	"eficaz" boolean NOT NULL,
	"observaciones" text NOT NULL,
	"fecha" date NOT NULL,
	"verificado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "preferencias_notificacion" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "acciones_nc" ADD CONSTRAINT "acciones_nc_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acciones_nc" ADD CONSTRAINT "acciones_nc_no_conformidad_id_no_conformidades_id_fk" FOREIGN KEY ("no_conformidad_id") REFERENCES "public"."no_conformidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acciones_nc" ADD CONSTRAINT "acciones_nc_responsable_id_usuarios_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acciones_nc" ADD CONSTRAINT "acciones_nc_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analisis_causa_nc" ADD CONSTRAINT "analisis_causa_nc_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analisis_causa_nc" ADD CONSTRAINT "analisis_causa_nc_no_conformidad_id_no_conformidades_id_fk" FOREIGN KEY ("no_conformidad_id") REFERENCES "public"."no_conformidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analisis_causa_nc" ADD CONSTRAINT "analisis_causa_nc_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cierres_nc" ADD CONSTRAINT "cierres_nc_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cierres_nc" ADD CONSTRAINT "cierres_nc_no_conformidad_id_no_conformidades_id_fk" FOREIGN KEY ("no_conformidad_id") REFERENCES "public"."no_conformidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cierres_nc" ADD CONSTRAINT "cierres_nc_verificacion_id_verificaciones_nc_id_fk" FOREIGN KEY ("verificacion_id") REFERENCES "public"."verificaciones_nc"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cierres_nc" ADD CONSTRAINT "cierres_nc_cerrado_por_usuarios_id_fk" FOREIGN KEY ("cerrado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clasificaciones_nc" ADD CONSTRAINT "clasificaciones_nc_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencias_nc" ADD CONSTRAINT "evidencias_nc_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencias_nc" ADD CONSTRAINT "evidencias_nc_no_conformidad_id_no_conformidades_id_fk" FOREIGN KEY ("no_conformidad_id") REFERENCES "public"."no_conformidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencias_nc" ADD CONSTRAINT "evidencias_nc_accion_id_acciones_nc_id_fk" FOREIGN KEY ("accion_id") REFERENCES "public"."acciones_nc"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencias_nc" ADD CONSTRAINT "evidencias_nc_archivo_id_archivos_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencias_nc" ADD CONSTRAINT "evidencias_nc_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuentes_nc" ADD CONSTRAINT "fuentes_nc_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_conformidades" ADD CONSTRAINT "no_conformidades_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_conformidades" ADD CONSTRAINT "no_conformidades_fuente_id_fuentes_nc_id_fk" FOREIGN KEY ("fuente_id") REFERENCES "public"."fuentes_nc"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_conformidades" ADD CONSTRAINT "no_conformidades_proceso_id_procesos_id_fk" FOREIGN KEY ("proceso_id") REFERENCES "public"."procesos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_conformidades" ADD CONSTRAINT "no_conformidades_departamento_id_departamentos_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_conformidades" ADD CONSTRAINT "no_conformidades_detectado_por_id_trabajadores_id_fk" FOREIGN KEY ("detectado_por_id") REFERENCES "public"."trabajadores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_conformidades" ADD CONSTRAINT "no_conformidades_clasificacion_id_clasificaciones_nc_id_fk" FOREIGN KEY ("clasificacion_id") REFERENCES "public"."clasificaciones_nc"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_conformidades" ADD CONSTRAINT "no_conformidades_responsable_id_usuarios_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_conformidades" ADD CONSTRAINT "no_conformidades_riesgo_id_riesgos_id_fk" FOREIGN KEY ("riesgo_id") REFERENCES "public"."riesgos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_conformidades" ADD CONSTRAINT "no_conformidades_requisito_id_requisitos_id_fk" FOREIGN KEY ("requisito_id") REFERENCES "public"."requisitos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_conformidades" ADD CONSTRAINT "no_conformidades_denuncia_id_denuncias_id_fk" FOREIGN KEY ("denuncia_id") REFERENCES "public"."denuncias"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_conformidades" ADD CONSTRAINT "no_conformidades_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verificaciones_nc" ADD CONSTRAINT "verificaciones_nc_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verificaciones_nc" ADD CONSTRAINT "verificaciones_nc_no_conformidad_id_no_conformidades_id_fk" FOREIGN KEY ("no_conformidad_id") REFERENCES "public"."no_conformidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verificaciones_nc" ADD CONSTRAINT "verificaciones_nc_verificado_por_usuarios_id_fk" FOREIGN KEY ("verificado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acciones_nc_empresa_nc_idx" ON "acciones_nc" USING btree ("empresa_id","no_conformidad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "analisis_causa_nc_nc_unique" ON "analisis_causa_nc" USING btree ("no_conformidad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cierres_nc_nc_unique" ON "cierres_nc" USING btree ("no_conformidad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clasificaciones_nc_empresa_nombre_unique" ON "clasificaciones_nc" USING btree (coalesce("empresa_id", 0),lower("nombre"));--> statement-breakpoint
CREATE INDEX "evidencias_nc_empresa_nc_idx" ON "evidencias_nc" USING btree ("empresa_id","no_conformidad_id","tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "fuentes_nc_empresa_nombre_unique" ON "fuentes_nc" USING btree (coalesce("empresa_id", 0),lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "no_conformidades_empresa_codigo_unique" ON "no_conformidades" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "no_conformidades_empresa_etapa_idx" ON "no_conformidades" USING btree ("empresa_id","etapa","created_at");--> statement-breakpoint
CREATE INDEX "no_conformidades_riesgo_idx" ON "no_conformidades" USING btree ("riesgo_id");--> statement-breakpoint
CREATE INDEX "no_conformidades_denuncia_idx" ON "no_conformidades" USING btree ("denuncia_id");--> statement-breakpoint
CREATE INDEX "no_conformidades_busqueda_trgm" ON "no_conformidades" USING gin (translate(lower(coalesce("codigo", '') || ' ' || coalesce("descripcion", '')), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "verificaciones_nc_empresa_nc_idx" ON "verificaciones_nc" USING btree ("empresa_id","no_conformidad_id","created_at");