import { useRef } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { RotateCcwIcon } from 'lucide-react';
import { z } from 'zod';

import {
  METODO_ANALISIS_NC_ETIQUETAS,
  METODOS_ANALISIS_NC,
  RAMA_ISHIKAWA_ETIQUETAS,
  RAMAS_ISHIKAWA,
} from '@atalaya/shared/contracts/no-conformidades';
import { LabeledField, SelectField, TextareaField } from '@/components/forms/fields';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';

import {
  completarAnalisis,
  guardarAnalisis,
  subirArchivosAnalisis,
  useAnalisis,
  type AnalisisCausaNc,
  type NoConformidadDetalle,
} from '../api';
import { erroresAnalisis, MAX_PORQUES, payloadAnalisis, valoresAnalisis, type ValoresAnalisis } from '../analisis';
import { ArchivosPorTipo, SubirArchivoNc } from './archivos-nc';
import { ErrorFormulario, SeccionNc, useNcForm } from './comun';

const schema = z
  .object({
    metodo: z.enum(METODOS_ANALISIS_NC, { error: 'Seleccione el método: 5 porqués o Ishikawa.' }),
    porques: z.array(z.string().max(1000, { error: 'Máximo 1000 caracteres.' })),
    ishikawa: z.object(
      Object.fromEntries(RAMAS_ISHIKAWA.map((r) => [r, z.string()])) as Record<
        (typeof RAMAS_ISHIKAWA)[number],
        z.ZodString
      >,
    ),
    causa_raiz: z.string().max(2000, { error: 'Máximo 2000 caracteres.' }),
  })
  .superRefine((v, ctx) => {
    // Shown under the first why / the first branch, where the missing answer goes.
    const ruta = { porques: ['porques', 0], ishikawa: ['ishikawa', 'metodo'], causa_raiz: ['causa_raiz'] } as const;
    for (const [campo, mensaje] of Object.entries(erroresAnalisis(v)))
      ctx.addIssue({ code: 'custom', path: [...ruta[campo as keyof typeof ruta]], message: mensaje });
  });

/** The editor of the cause analysis: 5 whys or Ishikawa 6M, the root cause; save, or save and complete. */
function EditorAnalisis({ nc, analisis }: { nc: NoConformidadDetalle; analisis: AnalisisCausaNc | null }) {
  // Which button sent the form: 'Completar análisis' saves, then moves the stage.
  const completar = useRef(false);
  const { form, save } = useNcForm<ValoresAnalisis, ValoresAnalisis>({
    schema,
    defaultValues: valoresAnalisis(analisis),
    save: async (v) => {
      const guardado = await guardarAnalisis(nc.id, analisis?.id ?? null, payloadAnalisis(v));
      return completar.current ? completarAnalisis(nc.id) : guardado;
    },
    ncId: nc.id,
    exito: (r) =>
      typeof r === 'object' && r !== null && 'eventos_permitidos' in r
        ? 'Análisis completado: la no conformidad pasa a Clasificación'
        : 'Análisis de causa guardado',
  });
  const metodo = useWatch({ control: form.control, name: 'metodo' });
  const errores = form.formState.errors;
  const enviar = (yCompletar: boolean) =>
    form.handleSubmit((v) => {
      completar.current = yCompletar;
      save.mutate(v);
    });

  return (
    <Form {...form}>
      <form noValidate onSubmit={(e) => void enviar(false)(e)} className="grid gap-4" aria-label="Análisis de causa">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="metodo"
            label="Método de análisis *"
            options={METODOS_ANALISIS_NC.map((m) => ({ value: m, label: METODO_ANALISIS_NC_ETIQUETAS[m] }))}
          />
        </div>
        {metodo === 'cinco_porques' ? (
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">
              5 porqués: pregunte «¿por qué?» sobre la respuesta anterior, en orden (al menos uno).
            </legend>
            <ol className="grid gap-3">
              {Array.from({ length: MAX_PORQUES }, (_, i) => (
                <li key={i}>
                  <LabeledField
                    control={form.control}
                    name={`porques.${i}` as FieldPath<ValoresAnalisis>}
                    label={`Porqué ${i + 1}`}
                  >
                    {(field) => (
                      <Input
                        {...field}
                        value={(field.value as string | undefined) ?? ''}
                        placeholder={i === 0 ? '¿Por qué ocurrió la no conformidad?' : '¿Por qué ocurrió lo anterior?'}
                      />
                    )}
                  </LabeledField>
                </li>
              ))}
            </ol>
          </fieldset>
        ) : (
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">
              Ishikawa (6M): anote las causas de cada rama, una por línea (al menos una en total).
            </legend>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {RAMAS_ISHIKAWA.map((rama) => (
                <TextareaField
                  key={rama}
                  control={form.control}
                  name={`ishikawa.${rama}` as FieldPath<ValoresAnalisis>}
                  label={RAMA_ISHIKAWA_ETIQUETAS[rama]}
                  rows={3}
                />
              ))}
            </div>
          </fieldset>
        )}
        <TextareaField control={form.control} name="causa_raiz" label="Causa raíz *" rows={3} />
        <ErrorFormulario mensaje={errores.root?.message} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" variant="outline" disabled={save.isPending}>
            Guardar análisis
          </Button>
          <Button
            type="button"
            disabled={save.isPending}
            aria-busy={save.isPending}
            onClick={(e) => void enviar(true)(e)}
          >
            {save.isPending ? 'Guardando...' : 'Completar análisis'}
          </Button>
        </div>
      </form>
    </Form>
  );
}

/** The analysis as recorded (read-only, in later stages). */
export function AnalisisLectura({ analisis }: { analisis: AnalisisCausaNc }) {
  return (
    <div className="grid gap-3 text-sm">
      <p>
        <span className="text-muted-foreground">Método: </span>
        {METODO_ANALISIS_NC_ETIQUETAS[analisis.metodo]}
        <span className="text-muted-foreground"> · actualizado el {formatDate(analisis.updated_at)}</span>
      </p>
      {analisis.metodo === 'cinco_porques' ? (
        <ol aria-label="Porqués" className="grid list-decimal gap-1 pl-5">
          {analisis.porques.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ol>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {RAMAS_ISHIKAWA.map((rama) => (
            <div key={rama} className="rounded-md border p-2">
              <dt className="font-medium">{RAMA_ISHIKAWA_ETIQUETAS[rama]}</dt>
              <dd>
                {analisis.ishikawa[rama].length === 0 ? (
                  <span className="text-muted-foreground">Sin causas</span>
                ) : (
                  <ul className="list-disc pl-4">
                    {analisis.ishikawa[rama].map((c, i) => (
                      <li key={i}>{c}</li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div>
        <p className="text-muted-foreground">Causa raíz</p>
        <p className="whitespace-pre-line">{analisis.causa_raiz}</p>
      </div>
    </div>
  );
}

/**
 * 'Análisis de causa': the editor while the stage is open (its analysis from
 * GET …/by-nc/{id}, where a 404 means none yet), otherwise the record; support files either way.
 */
export function AnalisisPanel({ nc }: { nc: NoConformidadDetalle }) {
  const analisis = useAnalisis(nc.id);
  const editable = nc.operaciones_permitidas.includes('editar_analisis');
  return (
    <SeccionNc
      id="seccion-analisis"
      titulo="Análisis de causa"
      destacada={editable}
      descripcion={
        editable
          ? 'Busque la causa raíz con 5 porqués o un diagrama de Ishikawa y adjunte los respaldos. Al completarlo pasa a Clasificación.'
          : undefined
      }
    >
      {editable && nc.reaperturas > 0 && nc.verificaciones[0] && !nc.verificaciones[0].eficaz && (
        <Alert variant="warning">
          <RotateCcwIcon aria-hidden="true" />
          <AlertTitle>Reabierta por una verificación no eficaz</AlertTitle>
          <AlertDescription className="whitespace-pre-line text-foreground">
            La verificación del {formatDate(nc.verificaciones[0].fecha)} concluyó que las acciones no fueron eficaces:{' '}
            {nc.verificaciones[0].observaciones}
            {'\n'}Revise el análisis y complételo otra vez; las acciones anteriores se conservan.
          </AlertDescription>
        </Alert>
      )}
      {analisis.isPending ? (
        <Skeleton className="h-40 w-full" aria-label="Cargando análisis" />
      ) : analisis.isError ? (
        <ErrorFormulario titulo="No se pudo cargar el análisis" mensaje={analisis.error.message} />
      ) : editable ? (
        <EditorAnalisis key={analisis.data?.updated_at ?? 'nuevo'} nc={nc} analisis={analisis.data} />
      ) : analisis.data ? (
        <AnalisisLectura analisis={analisis.data} />
      ) : (
        <p className="text-sm text-muted-foreground">Aún no hay un análisis de causa registrado.</p>
      )}
      <section aria-labelledby="titulo-respaldos" className="grid gap-3 border-t pt-4">
        <h3 id="titulo-respaldos" className="font-semibold">
          Archivos de respaldo del análisis
        </h3>
        <ArchivosPorTipo
          ncId={nc.id}
          tipo="analisis_causa"
          etiqueta="Archivos de respaldo del análisis"
          vacio="Sin archivos de respaldo."
          puedeQuitar={editable}
        />
        {editable && (
          <SubirArchivoNc
            id="archivo-analisis"
            etiqueta="Agregar archivo de respaldo"
            textoBoton="Subir archivo"
            ncId={nc.id}
            exito="Archivo de respaldo agregado"
            subir={(archivos, onProgress) => subirArchivosAnalisis(nc.id, archivos, onProgress)}
          />
        )}
      </section>
    </SeccionNc>
  );
}
