CREATE TABLE "correos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "correos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer,
	"para" text NOT NULL,
	"asunto" text NOT NULL,
	"cuerpo" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"ultimo_error" text,
	"enviado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documento_archivos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documento_archivos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"flujo_id" integer NOT NULL,
	"archivo_id" integer NOT NULL,
	"es_principal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documento_ciclo_vida" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documento_ciclo_vida_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"flujo_id" integer NOT NULL,
	"estado" text NOT NULL,
	"usuario_id" integer,
	"comentario" text,
	"fecha_cambio" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documento_comentarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documento_comentarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"flujo_id" integer NOT NULL,
	"usuario_id" integer,
	"tipo" text DEFAULT 'comentario' NOT NULL,
	"texto" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documento_flujos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documento_flujos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"documento_id" integer NOT NULL,
	"version_num" integer NOT NULL,
	"fase" text DEFAULT 'no_iniciado' NOT NULL,
	"cambios" text DEFAULT '' NOT NULL,
	"autor_id" integer,
	"rejection_reason" text,
	"fecha_publicacion" timestamp with time zone,
	"fecha_vencimiento" timestamp with time zone,
	"obsoleto_at" timestamp with time zone,
	"aviso_por_vencer_at" timestamp with time zone,
	"vencido_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documento_requisitos" (
	"empresa_id" integer NOT NULL,
	"documento_id" integer NOT NULL,
	"requisito_id" integer NOT NULL,
	CONSTRAINT "documento_requisitos_documento_id_requisito_id_pk" PRIMARY KEY("documento_id","requisito_id")
);
--> statement-breakpoint
CREATE TABLE "documento_riesgos" (
	"empresa_id" integer NOT NULL,
	"documento_id" integer NOT NULL,
	"riesgo_id" integer NOT NULL,
	CONSTRAINT "documento_riesgos_documento_id_riesgo_id_pk" PRIMARY KEY("documento_id","riesgo_id")
);
--> statement-breakpoint
CREATE TABLE "documentos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documentos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"nombre_documento" text NOT NULL,
	"vigencia" integer DEFAULT 365 NOT NULL,
	"motivo_solicitud" text DEFAULT '' NOT NULL,
	"workflow_enabled" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"proceso_id" integer,
	"solicitante_id" integer,
	"revisor_id" integer,
	"aprobador_id" integer,
	"version_actual" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "dias_aviso_vencimiento" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "correos" ADD CONSTRAINT "correos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_archivos" ADD CONSTRAINT "documento_archivos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_archivos" ADD CONSTRAINT "documento_archivos_flujo_id_documento_flujos_id_fk" FOREIGN KEY ("flujo_id") REFERENCES "public"."documento_flujos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_archivos" ADD CONSTRAINT "documento_archivos_archivo_id_archivos_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_ciclo_vida" ADD CONSTRAINT "documento_ciclo_vida_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_ciclo_vida" ADD CONSTRAINT "documento_ciclo_vida_flujo_id_documento_flujos_id_fk" FOREIGN KEY ("flujo_id") REFERENCES "public"."documento_flujos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_ciclo_vida" ADD CONSTRAINT "documento_ciclo_vida_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_comentarios" ADD CONSTRAINT "documento_comentarios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_comentarios" ADD CONSTRAINT "documento_comentarios_flujo_id_documento_flujos_id_fk" FOREIGN KEY ("flujo_id") REFERENCES "public"."documento_flujos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_comentarios" ADD CONSTRAINT "documento_comentarios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_flujos" ADD CONSTRAINT "documento_flujos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_flujos" ADD CONSTRAINT "documento_flujos_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_flujos" ADD CONSTRAINT "documento_flujos_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_flujos" ADD CONSTRAINT "documento_flujos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_requisitos" ADD CONSTRAINT "documento_requisitos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_requisitos" ADD CONSTRAINT "documento_requisitos_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_requisitos" ADD CONSTRAINT "documento_requisitos_requisito_id_requisitos_id_fk" FOREIGN KEY ("requisito_id") REFERENCES "public"."requisitos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_riesgos" ADD CONSTRAINT "documento_riesgos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_riesgos" ADD CONSTRAINT "documento_riesgos_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_riesgos" ADD CONSTRAINT "documento_riesgos_riesgo_id_riesgos_id_fk" FOREIGN KEY ("riesgo_id") REFERENCES "public"."riesgos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_proceso_id_procesos_id_fk" FOREIGN KEY ("proceso_id") REFERENCES "public"."procesos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_solicitante_id_usuarios_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_revisor_id_usuarios_id_fk" FOREIGN KEY ("revisor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_aprobador_id_usuarios_id_fk" FOREIGN KEY ("aprobador_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correos_empresa_created_idx" ON "correos" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE INDEX "correos_estado_idx" ON "correos" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "documento_archivos_empresa_flujo_idx" ON "documento_archivos" USING btree ("empresa_id","flujo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documento_archivos_principal_unique" ON "documento_archivos" USING btree ("flujo_id") WHERE "documento_archivos"."es_principal";--> statement-breakpoint
CREATE INDEX "documento_ciclo_vida_empresa_flujo_idx" ON "documento_ciclo_vida" USING btree ("empresa_id","flujo_id","fecha_cambio");--> statement-breakpoint
CREATE INDEX "documento_comentarios_empresa_flujo_idx" ON "documento_comentarios" USING btree ("empresa_id","flujo_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documento_flujos_documento_version_unique" ON "documento_flujos" USING btree ("documento_id","version_num");--> statement-breakpoint
CREATE UNIQUE INDEX "documento_flujos_documento_abierto_unique" ON "documento_flujos" USING btree ("documento_id") WHERE "documento_flujos"."fase" not in ('publicacion', 'obsoleto');--> statement-breakpoint
CREATE INDEX "documento_flujos_empresa_fase_idx" ON "documento_flujos" USING btree ("empresa_id","fase","created_at");--> statement-breakpoint
CREATE INDEX "documento_flujos_vencimiento_idx" ON "documento_flujos" USING btree ("fase","fecha_vencimiento");--> statement-breakpoint
CREATE INDEX "documento_requisitos_empresa_requisito_idx" ON "documento_requisitos" USING btree ("empresa_id","requisito_id");--> statement-breakpoint
CREATE INDEX "documento_riesgos_empresa_riesgo_idx" ON "documento_riesgos" USING btree ("empresa_id","riesgo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_empresa_codigo_unique" ON "documentos" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "documentos_empresa_created_idx" ON "documentos" USING btree ("empresa_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documentos_busqueda_trgm" ON "documentos" USING gin (translate(lower(coalesce("codigo", '') || ' ' || coalesce("nombre_documento", '')), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc') gin_trgm_ops);