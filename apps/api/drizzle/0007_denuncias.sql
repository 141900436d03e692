CREATE TABLE "canales_denuncia" (
	"empresa_id" integer PRIMARY KEY NOT NULL,
	"habilitado" boolean DEFAULT true NOT NULL,
	"slug" text DEFAULT 'denuncia' NOT NULL,
	"titulo" text DEFAULT 'Canal de denuncias' NOT NULL,
	"introduccion" text DEFAULT '' NOT NULL,
	"que_denunciar" text DEFAULT '' NOT NULL,
	"anonimato" text DEFAULT '' NOT NULL,
	"seguimiento" text DEFAULT '' NOT NULL,
	"canales_externos" text DEFAULT '' NOT NULL,
	"permite_anonimo" boolean DEFAULT true NOT NULL,
	"retencion_meses" integer DEFAULT 60 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categoria_denuncia_receptores" (
	"empresa_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "categoria_denuncia_receptores_categoria_id_usuario_id_pk" PRIMARY KEY("categoria_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "categorias_denuncia" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categorias_denuncia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"tipo" text DEFAULT 'otro' NOT NULL,
	"requiere_identificacion" boolean DEFAULT false NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "causas_raiz" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "causas_raiz_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"denuncia_id" integer NOT NULL,
	"metodo" text DEFAULT 'otro' NOT NULL,
	"descripcion" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comentarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comentarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"commentable_type" text DEFAULT 'denuncia' NOT NULL,
	"commentable_id" integer NOT NULL,
	"tipo_usuario" text NOT NULL,
	"usuario_id" integer,
	"visibilidad" text DEFAULT 'interno' NOT NULL,
	"texto_cifrado" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "denuncia_eventos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "denuncia_eventos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"denuncia_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"usuario_id" integer,
	"detalle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "denuncia_exclusiones" (
	"empresa_id" integer NOT NULL,
	"denuncia_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "denuncia_exclusiones_denuncia_id_usuario_id_pk" PRIMARY KEY("denuncia_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "denuncias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "denuncias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"codigo_hash" text NOT NULL,
	"pass_hash" text NOT NULL,
	"categoria_id" integer,
	"estado" text DEFAULT 'recibida' NOT NULL,
	"anonima" boolean NOT NULL,
	"contenido_cifrado" text NOT NULL,
	"identidad_cifrada" text,
	"tipo" text DEFAULT 'otro' NOT NULL,
	"gravedad" text,
	"investigador_id" integer,
	"clasificada_at" timestamp with time zone,
	"acuse_at" timestamp with time zone,
	"primera_respuesta_at" timestamp with time zone,
	"investigacion_iniciada_at" timestamp with time zone,
	"derivada_dt_at" timestamp with time zone,
	"investigacion_cerrada_at" timestamp with time zone,
	"avisos_plazo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"resolucion_cifrada" text,
	"mensaje_cierre_cifrado" text,
	"cerrada_at" timestamp with time zone,
	"intentos_fallidos" integer DEFAULT 0 NOT NULL,
	"bloqueada_hasta" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresa_claves" (
	"empresa_id" integer PRIMARY KEY NOT NULL,
	"clave_envuelta" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidencias_denuncia" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evidencias_denuncia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"denuncia_id" integer NOT NULL,
	"archivo_id" integer NOT NULL,
	"origen" text DEFAULT 'denuncia' NOT NULL,
	"comentario_id" integer,
	"investigacion_id" integer,
	"plan_accion_id" integer,
	"tipo_usuario" text NOT NULL,
	"titulo" text DEFAULT '' NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "implementaciones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implementaciones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"denuncia_id" integer NOT NULL,
	"plan_accion_id" integer,
	"descripcion" text NOT NULL,
	"fecha" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investigaciones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investigaciones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"denuncia_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"hallazgos" text DEFAULT '' NOT NULL,
	"investigador_id" integer,
	"fecha_inicio" date,
	"fecha_termino" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medidas_resguardo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medidas_resguardo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"denuncia_id" integer NOT NULL,
	"medida" text NOT NULL,
	"fecha" date NOT NULL,
	"responsable_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planes_accion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planes_accion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"denuncia_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"responsable_id" integer,
	"plazo" date,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canales_denuncia" ADD CONSTRAINT "canales_denuncia_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categoria_denuncia_receptores" ADD CONSTRAINT "categoria_denuncia_receptores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categoria_denuncia_receptores" ADD CONSTRAINT "categoria_denuncia_receptores_categoria_id_categorias_denuncia_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias_denuncia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categoria_denuncia_receptores" ADD CONSTRAINT "categoria_denuncia_receptores_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias_denuncia" ADD CONSTRAINT "categorias_denuncia_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "causas_raiz" ADD CONSTRAINT "causas_raiz_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "causas_raiz" ADD CONSTRAINT "causas_raiz_denuncia_id_denuncias_id_fk" FOREIGN KEY ("denuncia_id") REFERENCES "public"."denuncias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "causas_raiz" ADD CONSTRAINT "causas_raiz_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncia_eventos" ADD CONSTRAINT "denuncia_eventos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncia_eventos" ADD CONSTRAINT "denuncia_eventos_denuncia_id_denuncias_id_fk" FOREIGN KEY ("denuncia_id") REFERENCES "public"."denuncias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncia_eventos" ADD CONSTRAINT "denuncia_eventos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncia_exclusiones" ADD CONSTRAINT "denuncia_exclusiones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncia_exclusiones" ADD CONSTRAINT "denuncia_exclusiones_denuncia_id_denuncias_id_fk" FOREIGN KEY ("denuncia_id") REFERENCES "public"."denuncias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncia_exclusiones" ADD CONSTRAINT "denuncia_exclusiones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncias" ADD CONSTRAINT "denuncias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncias" ADD CONSTRAINT "denuncias_categoria_id_categorias_denuncia_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias_denuncia"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denuncias" ADD CONSTRAINT "denuncias_investigador_id_usuarios_id_fk" FOREIGN KEY ("investigador_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_claves" ADD CONSTRAINT "empresa_claves_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencias_denuncia" ADD CONSTRAINT "evidencias_denuncia_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencias_denuncia" ADD CONSTRAINT "evidencias_denuncia_denuncia_id_denuncias_id_fk" FOREIGN KEY ("denuncia_id") REFERENCES "public"."denuncias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencias_denuncia" ADD CONSTRAINT "evidencias_denuncia_archivo_id_archivos_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencias_denuncia" ADD CONSTRAINT "evidencias_denuncia_comentario_id_comentarios_id_fk" FOREIGN KEY ("comentario_id") REFERENCES "public"."comentarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencias_denuncia" ADD CONSTRAINT "evidencias_denuncia_investigacion_id_investigaciones_id_fk" FOREIGN KEY ("investigacion_id") REFERENCES "public"."investigaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidencias_denuncia" ADD CONSTRAINT "evidencias_denuncia_plan_accion_id_planes_accion_id_fk" FOREIGN KEY ("plan_accion_id") REFERENCES "public"."planes_accion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementaciones" ADD CONSTRAINT "implementaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementaciones" ADD CONSTRAINT "implementaciones_denuncia_id_denuncias_id_fk" FOREIGN KEY ("denuncia_id") REFERENCES "public"."denuncias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementaciones" ADD CONSTRAINT "implementaciones_plan_accion_id_planes_accion_id_fk" FOREIGN KEY ("plan_accion_id") REFERENCES "public"."planes_accion"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementaciones" ADD CONSTRAINT "implementaciones_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigaciones" ADD CONSTRAINT "investigaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigaciones" ADD CONSTRAINT "investigaciones_denuncia_id_denuncias_id_fk" FOREIGN KEY ("denuncia_id") REFERENCES "public"."denuncias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigaciones" ADD CONSTRAINT "investigaciones_investigador_id_usuarios_id_fk" FOREIGN KEY ("investigador_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigaciones" ADD CONSTRAINT "investigaciones_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medidas_resguardo" ADD CONSTRAINT "medidas_resguardo_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medidas_resguardo" ADD CONSTRAINT "medidas_resguardo_denuncia_id_denuncias_id_fk" FOREIGN KEY ("denuncia_id") REFERENCES "public"."denuncias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medidas_resguardo" ADD CONSTRAINT "medidas_resguardo_responsable_id_usuarios_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medidas_resguardo" ADD CONSTRAINT "medidas_resguardo_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planes_accion" ADD CONSTRAINT "planes_accion_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planes_accion" ADD CONSTRAINT "planes_accion_denuncia_id_denuncias_id_fk" FOREIGN KEY ("denuncia_id") REFERENCES "public"."denuncias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planes_accion" ADD CONSTRAINT "planes_accion_responsable_id_usuarios_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planes_accion" ADD CONSTRAINT "planes_accion_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categoria_denuncia_receptores_empresa_idx" ON "categoria_denuncia_receptores" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE INDEX "categorias_denuncia_empresa_idx" ON "categorias_denuncia" USING btree ("empresa_id","orden");--> statement-breakpoint
CREATE INDEX "causas_raiz_empresa_denuncia_idx" ON "causas_raiz" USING btree ("empresa_id","denuncia_id");--> statement-breakpoint
CREATE INDEX "comentarios_empresa_commentable_idx" ON "comentarios" USING btree ("empresa_id","commentable_type","commentable_id");--> statement-breakpoint
CREATE INDEX "denuncia_eventos_empresa_denuncia_idx" ON "denuncia_eventos" USING btree ("empresa_id","denuncia_id","created_at");--> statement-breakpoint
CREATE INDEX "denuncia_exclusiones_empresa_usuario_idx" ON "denuncia_exclusiones" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "denuncias_codigo_hash_unique" ON "denuncias" USING btree ("codigo_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "denuncias_empresa_numero_unique" ON "denuncias" USING btree ("empresa_id","numero");--> statement-breakpoint
CREATE INDEX "denuncias_empresa_estado_idx" ON "denuncias" USING btree ("empresa_id","estado","created_at");--> statement-breakpoint
CREATE INDEX "evidencias_denuncia_empresa_denuncia_idx" ON "evidencias_denuncia" USING btree ("empresa_id","denuncia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evidencias_denuncia_archivo_unique" ON "evidencias_denuncia" USING btree ("archivo_id");--> statement-breakpoint
CREATE INDEX "evidencias_denuncia_origen_idx" ON "evidencias_denuncia" USING btree ("comentario_id") WHERE "evidencias_denuncia"."comentario_id" is not null;--> statement-breakpoint
CREATE INDEX "implementaciones_empresa_denuncia_idx" ON "implementaciones" USING btree ("empresa_id","denuncia_id");--> statement-breakpoint
CREATE INDEX "investigaciones_empresa_denuncia_idx" ON "investigaciones" USING btree ("empresa_id","denuncia_id");--> statement-breakpoint
CREATE INDEX "medidas_resguardo_empresa_denuncia_idx" ON "medidas_resguardo" USING btree ("empresa_id","denuncia_id");--> statement-breakpoint
CREATE INDEX "planes_accion_empresa_denuncia_idx" ON "planes_accion" USING btree ("empresa_id","denuncia_id");