import { useState, type ReactNode } from 'react';
import { useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaveIcon, SendIcon } from 'lucide-react';
import { toast } from 'sonner';

import type { DueDiligenceDetalle } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { ApiError } from '@/lib/api';

import { guardarTemporal, publicarDueDiligence } from '../analista-api';
import { dueDiligenceKeys } from '../api';
import { NavegacionSecciones } from '../readonly/navegacion-secciones';
import { tieneSociedades } from '../readonly/perfil-secciones';
import { SECCIONES_PERFIL, type SeccionPerfilId } from '../readonly/secciones';
import { ArchivosTipo } from './archivos-tipo';
import { CausasCampos } from './causas-campos';
import { FinancieraCampos } from './financiera-campos';
import { IdentidadCampos } from './identidad-campos';
import { MediosCampos } from './medios-campos';
import { PepCampos } from './pep-campos';
import { PublicarDialog } from './publicar-dialog';
import { RelacionCampos } from './relacion-campos';
import { RiesgoCampos } from './riesgo-campos';
import { SociedadesCampos } from './sociedades-campos';
import {
  temporalFormSchema,
  valoresIniciales,
  type TemporalFormOutput,
  type TemporalFormValues,
} from './temporal-schema';

export const ID_FORMULARIO_TEMPORAL = 'perfil-temporal';

/** The server's field errors ('perfil.causas.total') on their fields; anything else on root. */
function aplicarErrores(form: UseFormReturn<TemporalFormValues, unknown, TemporalFormOutput>, error: unknown) {
  if (!(error instanceof ApiError)) return;
  const errores = Object.entries(error.errores ?? {});
  for (const [campo, mensaje] of errores) {
    const conocido = /^(perfil\.|nivel_riesgo$|razones_riesgo\.|is_pep$|listas_internacionales$)/.test(campo);
    form.setError(conocido ? (campo as FieldPath<TemporalFormValues>) : 'root', { message: mensaje });
  }
  if (errores.length === 0) form.setError('root', { message: error.message });
}

function ArchivosCard({ detalle }: { detalle: DueDiligenceDetalle }) {
  return (
    <Card id="archivos" role="region" aria-labelledby="archivos-titulo" className="scroll-mt-20 gap-4">
      <CardHeader>
        <CardTitle>
          <h2 id="archivos-titulo" className="text-lg">
            Archivos
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <ArchivosTipo
          ddId={detalle.id}
          fileType="principal"
          etiqueta="Informe principal"
          archivos={detalle.archivos}
          editable
        />
        <ArchivosTipo ddId={detalle.id} fileType="otro" etiqueta="Otros anexos" archivos={detalle.archivos} editable />
      </CardContent>
    </Card>
  );
}

/**
 * The analyst's review of a request in revision: risk, files and the profile sections (SPEC §3)
 * as one long form. 'Guardar' keeps what was typed even when the server refuses it (its field
 * errors show on the fields); 'Publicar' saves, publishes and opens the read-only report.
 */
export function TemporalForm({
  detalle: d,
  acciones,
}: {
  detalle: DueDiligenceDetalle;
  acciones: (botones: ReactNode) => ReactNode;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirmar, setConfirmar] = useState(false);
  const form = useForm<TemporalFormValues, unknown, TemporalFormOutput>({
    resolver: zodResolver(temporalFormSchema),
    defaultValues: valoresIniciales(d),
    mode: 'onTouched',
  });
  const invalidar = () => queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all });

  const guardar = useMutation({
    mutationFn: (valores: TemporalFormOutput) => guardarTemporal(d.id, valores),
    onSuccess: () => {
      form.reset(form.getValues()); // what is on screen is now what is stored
      void invalidar();
      toast.success('Perfil guardado');
    },
    onError: (error) => aplicarErrores(form, error),
  });
  const publicar = useMutation({
    mutationFn: async (valores: TemporalFormOutput) => {
      await guardarTemporal(d.id, valores);
      return publicarDueDiligence(d.id);
    },
    onSuccess: async () => {
      await invalidar();
      toast.success('Reporte publicado');
      void navigate(`/due-diligence/${d.id}/readonly`);
    },
    onError: (error) => {
      setConfirmar(false);
      aplicarErrores(form, error);
    },
  });
  const invalido = () => toast.error('Revise los campos marcados en rojo.');
  const ocupado = guardar.isPending || publicar.isPending;
  const tipo = d.perfil?.tipo ?? d.tipo_persona;
  const conSociedades = tipo === 'juridica' || (d.perfil !== null && tieneSociedades(d.perfil));
  const secciones = SECCIONES_PERFIL.filter((s) => s.id !== 'sociedades' || conSociedades);

  const CAMPOS: Record<SeccionPerfilId, ReactNode> = {
    identidad: <IdentidadCampos tipo={tipo} />,
    sociedades: <SociedadesCampos />,
    'situacion-financiera': <FinancieraCampos juridica={tipo === 'juridica'} />,
    'pep-soe-listas': <PepCampos screening={d.screening} />,
    'relacion-cliente': <RelacionCampos />,
    causas: <CausasCampos ddId={d.id} archivos={d.archivos} editable />,
    'medios-redes': <MediosCampos />,
  };

  const botones = (
    <>
      <Button
        type="submit"
        form={ID_FORMULARIO_TEMPORAL}
        variant="outline"
        disabled={ocupado}
        aria-busy={guardar.isPending}
      >
        <SaveIcon aria-hidden="true" />
        {guardar.isPending ? 'Guardando...' : 'Guardar'}
      </Button>
      <Button type="button" disabled={ocupado} onClick={() => setConfirmar(true)}>
        <SendIcon aria-hidden="true" />
        Publicar
      </Button>
    </>
  );

  return (
    <>
      {acciones(botones)}
      <div className="grid items-start gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-20">
          <NavegacionSecciones
            secciones={[{ id: 'riesgo', titulo: 'Riesgo' }, { id: 'archivos', titulo: 'Archivos' }, ...secciones]}
          />
        </aside>
        <Form {...form}>
          <form
            id={ID_FORMULARIO_TEMPORAL}
            noValidate
            aria-label="Perfil temporal"
            className="grid gap-6"
            onSubmit={form.handleSubmit((v) => guardar.mutate(v), invalido)}
          >
            {form.formState.errors.root && (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
              >
                {form.formState.errors.root.message}
              </p>
            )}
            <RiesgoCampos />
            <ArchivosCard detalle={d} />
            {secciones.map((s) => (
              <div key={s.id}>{CAMPOS[s.id]}</div>
            ))}
            <div className="flex flex-wrap justify-end gap-2">{botones}</div>
          </form>
        </Form>
      </div>
      <PublicarDialog
        open={confirmar}
        onOpenChange={setConfirmar}
        pending={publicar.isPending}
        onConfirm={() =>
          void form.handleSubmit(
            (v) => publicar.mutate(v),
            () => {
              setConfirmar(false);
              invalido();
            },
          )()
        }
      />
    </>
  );
}
