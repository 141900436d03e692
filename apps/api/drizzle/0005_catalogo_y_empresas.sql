CREATE TABLE "actividades_economicas" (
	"codigo" text PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"afecto_iva" boolean,
	"categoria_tributaria" text,
	"grupo" text DEFAULT '' NOT NULL,
	"seccion" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categorias_requisito" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categorias_requisito_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categorias_requisito_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pregunta" text NOT NULL,
	"respuesta" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"publicada" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mitigaciones_globales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mitigaciones_globales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"tipo" text NOT NULL,
	"modo" text DEFAULT 'manual' NOT NULL,
	"frecuencia" text DEFAULT 'anual' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mitigaciones_globales_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "requisitos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requisitos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"requisito_global_id" integer,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"fuente_legal" text DEFAULT '' NOT NULL,
	"tipo_id" integer,
	"categoria_id" integer,
	"subcategoria_id" integer,
	"criticidad" text DEFAULT 'media' NOT NULL,
	"responsable_id" integer,
	"estado_cumplimiento" text DEFAULT 'sin_evaluar' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisitos_globales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requisitos_globales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"fuente_legal" text DEFAULT '' NOT NULL,
	"tipo_id" integer,
	"categoria_id" integer,
	"subcategoria_id" integer,
	"criticidad" text DEFAULT 'media' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisitos_globales_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "riesgo_global_mitigaciones" (
	"riesgo_global_id" integer NOT NULL,
	"mitigacion_global_id" integer NOT NULL,
	CONSTRAINT "riesgo_global_mitigaciones_riesgo_global_id_mitigacion_global_id_pk" PRIMARY KEY("riesgo_global_id","mitigacion_global_id")
);
--> statement-breakpoint
CREATE TABLE "riesgos_globales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "riesgos_globales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"delito_o_categoria" text NOT NULL,
	"fuente_legal" text DEFAULT '' NOT NULL,
	"probabilidad_sugerida" integer DEFAULT 3 NOT NULL,
	"impacto_sugerido" integer DEFAULT 3 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "riesgos_globales_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "subcategorias_requisito" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subcategorias_requisito_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"categoria_id" integer NOT NULL,
	"nombre" text,
	"descripcion" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipos_requisito" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tipos_requisito_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tipos_requisito_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "nombre_fantasia" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "actividad_codigo" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "direccion" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "region_codigo" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "comuna_codigo" text;--> statement-breakpoint
ALTER TABLE "mitigaciones" ADD COLUMN "mitigacion_global_id" integer;--> statement-breakpoint
ALTER TABLE "riesgos" ADD COLUMN "riesgo_global_id" integer;--> statement-breakpoint
ALTER TABLE "requisitos" ADD CONSTRAINT "requisitos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos" ADD CONSTRAINT "requisitos_requisito_global_id_requisitos_globales_id_fk" FOREIGN KEY ("requisito_global_id") REFERENCES "public"."requisitos_globales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos" ADD CONSTRAINT "requisitos_tipo_id_tipos_requisito_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipos_requisito"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos" ADD CONSTRAINT "requisitos_categoria_id_categorias_requisito_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias_requisito"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos" ADD CONSTRAINT "requisitos_subcategoria_id_subcategorias_requisito_id_fk" FOREIGN KEY ("subcategoria_id") REFERENCES "public"."subcategorias_requisito"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos" ADD CONSTRAINT "requisitos_responsable_id_trabajadores_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."trabajadores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos_globales" ADD CONSTRAINT "requisitos_globales_tipo_id_tipos_requisito_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipos_requisito"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos_globales" ADD CONSTRAINT "requisitos_globales_categoria_id_categorias_requisito_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias_requisito"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitos_globales" ADD CONSTRAINT "requisitos_globales_subcategoria_id_subcategorias_requisito_id_fk" FOREIGN KEY ("subcategoria_id") REFERENCES "public"."subcategorias_requisito"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riesgo_global_mitigaciones" ADD CONSTRAINT "riesgo_global_mitigaciones_riesgo_global_id_riesgos_globales_id_fk" FOREIGN KEY ("riesgo_global_id") REFERENCES "public"."riesgos_globales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riesgo_global_mitigaciones" ADD CONSTRAINT "riesgo_global_mitigaciones_mitigacion_global_id_mitigaciones_globales_id_fk" FOREIGN KEY ("mitigacion_global_id") REFERENCES "public"."mitigaciones_globales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategorias_requisito" ADD CONSTRAINT "subcategorias_requisito_categoria_id_categorias_requisito_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias_requisito"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actividades_economicas_descripcion_idx" ON "actividades_economicas" USING btree ("descripcion");--> statement-breakpoint
CREATE UNIQUE INDEX "requisitos_empresa_codigo_unique" ON "requisitos" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "requisitos_empresa_global_unique" ON "requisitos" USING btree ("empresa_id","requisito_global_id") WHERE "requisitos"."requisito_global_id" is not null;--> statement-breakpoint
CREATE INDEX "requisitos_empresa_nombre_idx" ON "requisitos" USING btree ("empresa_id","codigo","id");--> statement-breakpoint
CREATE INDEX "requisitos_busqueda_trgm" ON "requisitos" USING gin (translate(lower(coalesce("codigo", '') || ' ' || coalesce("nombre", '') || ' ' || coalesce("fuente_legal", '')), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requisitos_globales_categoria_idx" ON "requisitos_globales" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "requisitos_globales_busqueda_trgm" ON "requisitos_globales" USING gin (translate(lower(coalesce("codigo", '') || ' ' || coalesce("nombre", '') || ' ' || coalesce("fuente_legal", '')), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subcategorias_requisito_categoria_idx" ON "subcategorias_requisito" USING btree ("categoria_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mitigaciones_empresa_global_unique" ON "mitigaciones" USING btree ("empresa_id","mitigacion_global_id") WHERE "mitigaciones"."mitigacion_global_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "riesgos_empresa_global_unique" ON "riesgos" USING btree ("empresa_id","riesgo_global_id") WHERE "riesgos"."riesgo_global_id" is not null;