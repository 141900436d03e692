CREATE TABLE "matrices_riesgo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matrices_riesgo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"matriz" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mitigaciones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mitigaciones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"tipo" text NOT NULL,
	"modo" text DEFAULT 'manual' NOT NULL,
	"frecuencia" text DEFAULT 'anual' NOT NULL,
	"responsable_id" integer,
	"efectividad" text DEFAULT 'no_evaluada' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "riesgo_mitigaciones" (
	"empresa_id" integer NOT NULL,
	"riesgo_id" integer NOT NULL,
	"mitigacion_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "riesgo_mitigaciones_riesgo_id_mitigacion_id_pk" PRIMARY KEY("riesgo_id","mitigacion_id")
);
--> statement-breakpoint
CREATE TABLE "riesgos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "riesgos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"proceso_id" integer,
	"delito_o_categoria" text NOT NULL,
	"probabilidad" integer NOT NULL,
	"impacto" integer NOT NULL,
	"nivel_inherente" text NOT NULL,
	"responsable_id" integer,
	"estado" text DEFAULT 'No cubierto' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matrices_riesgo" ADD CONSTRAINT "matrices_riesgo_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mitigaciones" ADD CONSTRAINT "mitigaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mitigaciones" ADD CONSTRAINT "mitigaciones_responsable_id_trabajadores_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."trabajadores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riesgo_mitigaciones" ADD CONSTRAINT "riesgo_mitigaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riesgo_mitigaciones" ADD CONSTRAINT "riesgo_mitigaciones_riesgo_id_riesgos_id_fk" FOREIGN KEY ("riesgo_id") REFERENCES "public"."riesgos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riesgo_mitigaciones" ADD CONSTRAINT "riesgo_mitigaciones_mitigacion_id_mitigaciones_id_fk" FOREIGN KEY ("mitigacion_id") REFERENCES "public"."mitigaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riesgos" ADD CONSTRAINT "riesgos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riesgos" ADD CONSTRAINT "riesgos_proceso_id_procesos_id_fk" FOREIGN KEY ("proceso_id") REFERENCES "public"."procesos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riesgos" ADD CONSTRAINT "riesgos_responsable_id_trabajadores_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."trabajadores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matrices_riesgo_empresa_unique" ON "matrices_riesgo" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "mitigaciones_empresa_nombre_idx" ON "mitigaciones" USING btree ("empresa_id","nombre","id");--> statement-breakpoint
CREATE INDEX "mitigaciones_busqueda_trgm" ON "mitigaciones" USING gin (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "riesgo_mitigaciones_empresa_mitigacion_idx" ON "riesgo_mitigaciones" USING btree ("empresa_id","mitigacion_id");--> statement-breakpoint
CREATE INDEX "riesgos_empresa_nombre_idx" ON "riesgos" USING btree ("empresa_id","nombre","id");--> statement-breakpoint
CREATE INDEX "riesgos_empresa_nivel_idx" ON "riesgos" USING btree ("empresa_id","nivel_inherente");--> statement-breakpoint
CREATE INDEX "riesgos_proceso_idx" ON "riesgos" USING btree ("proceso_id");--> statement-breakpoint
CREATE INDEX "riesgos_busqueda_trgm" ON "riesgos" USING gin (translate(lower(coalesce("nombre", '') || ' ' || coalesce("delito_o_categoria", '')), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc') gin_trgm_ops);