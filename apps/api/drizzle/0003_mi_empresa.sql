CREATE TABLE "centros" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "centros_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"region_codigo" text NOT NULL,
	"comuna_codigo" text NOT NULL,
	"responsable_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departamentos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departamentos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"responsable_id" integer,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procesos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procesos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"nombre_proceso" text NOT NULL,
	"codigo_proceso" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"categoria" text NOT NULL,
	"responsable_id" integer,
	"departamento_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recursos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recursos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"responsable_id" integer,
	"centro_id" integer,
	"estado" text DEFAULT 'operativo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trabajadores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trabajadores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"rut" text NOT NULL,
	"nombres" text NOT NULL,
	"apellido_paterno" text NOT NULL,
	"apellido_materno" text DEFAULT '' NOT NULL,
	"email" text,
	"telefono" text,
	"cargo" text DEFAULT '' NOT NULL,
	"departamento_id" integer,
	"centro_id" integer,
	"fecha_ingreso" date,
	"tipo" text DEFAULT 'propio' NOT NULL,
	"estado" text DEFAULT 'activo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "centros" ADD CONSTRAINT "centros_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centros" ADD CONSTRAINT "centros_responsable_id_trabajadores_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."trabajadores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departamentos" ADD CONSTRAINT "departamentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departamentos" ADD CONSTRAINT "departamentos_responsable_id_trabajadores_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."trabajadores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departamentos" ADD CONSTRAINT "departamentos_parent_id_departamentos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procesos" ADD CONSTRAINT "procesos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procesos" ADD CONSTRAINT "procesos_responsable_id_trabajadores_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."trabajadores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procesos" ADD CONSTRAINT "procesos_departamento_id_departamentos_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recursos" ADD CONSTRAINT "recursos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recursos" ADD CONSTRAINT "recursos_responsable_id_trabajadores_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."trabajadores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recursos" ADD CONSTRAINT "recursos_centro_id_centros_id_fk" FOREIGN KEY ("centro_id") REFERENCES "public"."centros"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trabajadores" ADD CONSTRAINT "trabajadores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trabajadores" ADD CONSTRAINT "trabajadores_departamento_id_departamentos_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trabajadores" ADD CONSTRAINT "trabajadores_centro_id_centros_id_fk" FOREIGN KEY ("centro_id") REFERENCES "public"."centros"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "centros_empresa_nombre_idx" ON "centros" USING btree ("empresa_id","nombre","id");--> statement-breakpoint
CREATE INDEX "centros_busqueda_trgm" ON "centros" USING gin (translate(lower(coalesce("nombre", '') || ' ' || coalesce("direccion", '')), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "departamentos_empresa_nombre_idx" ON "departamentos" USING btree ("empresa_id","nombre","id");--> statement-breakpoint
CREATE INDEX "departamentos_busqueda_trgm" ON "departamentos" USING gin (translate(lower(coalesce("nombre", '') || ' ' || coalesce("descripcion", '')), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc') gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "procesos_empresa_codigo_unique" ON "procesos" USING btree ("empresa_id","codigo_proceso");--> statement-breakpoint
CREATE INDEX "procesos_empresa_nombre_idx" ON "procesos" USING btree ("empresa_id","nombre_proceso","id");--> statement-breakpoint
CREATE INDEX "procesos_busqueda_trgm" ON "procesos" USING gin (translate(lower(coalesce("nombre_proceso", '') || ' ' || coalesce("codigo_proceso", '')), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recursos_empresa_nombre_idx" ON "recursos" USING btree ("empresa_id","nombre","id");--> statement-breakpoint
CREATE INDEX "recursos_busqueda_trgm" ON "recursos" USING gin (translate(lower(coalesce("nombre", '') || ' ' || coalesce("tipo", '')), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc') gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "trabajadores_empresa_rut_unique" ON "trabajadores" USING btree ("empresa_id","rut");--> statement-breakpoint
CREATE INDEX "trabajadores_empresa_apellido_idx" ON "trabajadores" USING btree ("empresa_id","apellido_paterno","nombres","id");--> statement-breakpoint
CREATE INDEX "trabajadores_empresa_tipo_estado_idx" ON "trabajadores" USING btree ("empresa_id","tipo","estado");--> statement-breakpoint
CREATE INDEX "trabajadores_departamento_idx" ON "trabajadores" USING btree ("departamento_id");--> statement-breakpoint
CREATE INDEX "trabajadores_centro_idx" ON "trabajadores" USING btree ("centro_id");--> statement-breakpoint
CREATE INDEX "trabajadores_busqueda_trgm" ON "trabajadores" USING gin (translate(lower(coalesce("rut", '') || ' ' || coalesce("nombres", '') || ' ' || coalesce("apellido_paterno", '') || ' ' || coalesce("apellido_materno", '')), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc') gin_trgm_ops);