import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertCircleIcon, WalletIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { MENSAJES_DD } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { TipoPersona, TipoReporte } from '@atalaya/shared/due-diligence';
import { LabeledField, TextField } from '@/components/forms/fields';
import { isPlatformAdmin } from '@/shell/layout/menu-access';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormDescription } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useSessionUser } from '@/shell/session';
import { EmpresaCombobox, type EmpresaElegida } from '@/features/globales/comun/empresa-combobox';
import { ApiError } from '@/lib/api';
import { formatNumber } from '@/lib/format';

import { createDueDiligence, dueDiligenceKeys, useDueDiligenceDashboard } from '../api';
import { formularioDueDiligenceSchema, valoresIniciales, type FormularioDueDiligence } from './form-schema';
import { OpcionesRadio } from './opciones-radio';
import { campoDelFormulario, payloadDueDiligence } from './payload';
import { PepsField } from './peps-field';
import { RutInput } from '@/components/rut-input';

const ID_SIN_CREDITOS = 'dd-sin-creditos';

const creditosTexto = (n: number) => `${formatNumber(n)} ${n === 1 ? 'crédito' : 'créditos'}`;

/**
 * `/due-diligence/nuevo` (SPEC §5): a request on a natural person or a legal entity. It spends the
 * company's credits, so the costs and the balance are shown and an unaffordable request cannot be
 * sent. A platform admin first picks the client company the credits come from.
 */
export function NuevoDueDiligencePage() {
  const user = useSessionUser();
  const admin = isPlatformAdmin(user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [empresa, setEmpresa] = useState<EmpresaElegida | null>(null);

  const form = useForm<FormularioDueDiligence>({
    resolver: zodResolver(formularioDueDiligenceSchema),
    defaultValues: valoresIniciales({ companyId: admin ? '' : String(user.empresa.id), userId: String(user.id) }),
    // Validated on submit, then as fields change: an error appearing on blur would move the
    // submit button from under the pointer of the click that caused the blur.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [type, reportType, companyId] = useWatch({ control: form.control, name: ['type', 'reportType', 'companyId'] });

  const tablero = useDueDiligenceDashboard(admin && companyId ? Number(companyId) : undefined, {
    enabled: companyId !== '',
  });
  const creditos = tablero.data?.creditos;
  const costo = creditos && (reportType === 'full' ? creditos.costo_full : creditos.costo_lite);
  /** Why the request cannot be sent, when the balance does not cover it. */
  const sinCreditos =
    creditos && costo !== undefined && creditos.disponibles < costo
      ? MENSAJES_DD.creditosInsuficientes(costo, creditos.disponibles)
      : null;

  const crear = useMutation({
    mutationFn: async (values: FormularioDueDiligence) => {
      try {
        return await createDueDiligence(payloadDueDiligence(values));
      } catch (error) {
        // For a platform admin this means the chosen client's plan lacks due diligence: a problem
        // with the company field, not a page to block (which the shell does for that code).
        if (error instanceof ApiError && error.codigo === 'MODULO_NO_HABILITADO')
          throw new ApiError(error.message, error.status, undefined, { empresa_id: error.message });
        throw error;
      }
    },
    onSuccess: async () => {
      toast.success('Solicitud de due diligence creada. La verá en la lista mientras se procesa.');
      await queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all });
      // An analyst's request belongs to the client company: it shows in the bandeja, not in the
      // active company's list.
      void navigate(admin ? '/due-diligence/all' : '/due-diligence/todas');
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const errores = Object.entries(error.errores ?? {});
      for (const [campo, mensaje] of errores) {
        const destino = campoDelFormulario(campo);
        form.setError(destino ?? 'root', { message: mensaje }, { shouldFocus: destino !== null });
      }
      if (errores.length === 0) form.setError('root', { message: error.message });
      // A 402 changed nothing, but the balance may have moved since it was read.
      if (error.status === 402) void tablero.refetch();
    },
  });

  const opcionesReporte = (['lite', 'full'] as const).map((value) => ({
    value,
    label: value === 'lite' ? 'Lite' : 'Full',
    description: (
      <>
        {value === 'lite'
          ? 'Identidad, PEP, listas internacionales y nivel de riesgo, procesado automáticamente.'
          : 'Además, revisión de un analista: sociedades, situación financiera, causas y medios.'}
        {creditos && (
          <span className="mt-1 block font-medium text-foreground">
            {creditosTexto(value === 'lite' ? creditos.costo_lite : creditos.costo_full)}
          </span>
        )}
      </>
    ),
  }));

  const rootError = form.formState.errors.root?.message;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-2">
      <title>Nueva due diligence · Atalaya</title>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Nueva due diligence</h1>
        <p className="text-muted-foreground">
          Solicite un reporte sobre una persona natural o jurídica. Cada reporte descuenta créditos de la empresa.
        </p>
      </header>

      <Form {...form}>
        <form
          noValidate
          aria-label="Nueva due diligence"
          className="flex flex-col gap-6"
          onSubmit={form.handleSubmit((values) => crear.mutate(values))}
        >
          <Card>
            <CardHeader>
              <CardTitle>Solicitud</CardTitle>
              <CardDescription>Tipo de sujeto y alcance del reporte.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              {admin && (
                <LabeledField control={form.control} name="companyId" label="Empresa cliente">
                  {(field) => (
                    // FormControl hands it the id the label points to.
                    <EmpresaCombobox
                      value={empresa}
                      onChange={(elegida) => {
                        setEmpresa(elegida);
                        field.onChange(String(elegida.id));
                      }}
                    />
                  )}
                </LabeledField>
              )}
              <OpcionesRadio<TipoPersona>
                legend="Tipo de persona"
                name="type"
                value={type}
                onChange={(value) => form.setValue('type', value)}
                options={[
                  { value: 'natural', label: 'Persona natural' },
                  { value: 'juridica', label: 'Persona jurídica' },
                ]}
              />
              <OpcionesRadio<TipoReporte>
                legend="Tipo de reporte"
                name="reportType"
                value={reportType}
                onChange={(value) => form.setValue('reportType', value)}
                options={opcionesReporte}
              />
              <CreditosResumen
                pendiente={companyId === ''}
                cargando={tablero.isPending && companyId !== ''}
                disponibles={creditos?.disponibles}
                costo={costo}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{type === 'natural' ? 'Persona natural' : 'Persona jurídica'}</CardTitle>
              <CardDescription>
                {type === 'natural'
                  ? 'Identificación de la persona a evaluar.'
                  : 'Identificación de la empresa a evaluar y de su representante.'}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid items-start gap-4 sm:grid-cols-2">
              <LabeledField
                control={form.control}
                name="rut"
                label="RUT"
                extra={<FormDescription>Con dígito verificador, por ejemplo 12.345.678-5.</FormDescription>}
              >
                {(field) => <RutInput {...field} />}
              </LabeledField>
              {type === 'natural' ? (
                <>
                  <TextField control={form.control} name="firstName" label="Nombres" />
                  <TextField control={form.control} name="paternalLastName" label="Apellido paterno" />
                  <TextField control={form.control} name="maternalLastName" label="Apellido materno" />
                </>
              ) : (
                <>
                  <TextField control={form.control} name="socialReason" label="Razón social" />
                  <TextField control={form.control} name="fantasyName" label="Nombre de fantasía" />
                  <TextField control={form.control} name="representative" label="Representante legal" />
                  <div className="sm:col-span-2">
                    <PepsField control={form.control} />
                  </div>
                </>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Contacto</CardTitle>
              <CardDescription>Opcional; ayuda a identificar al sujeto.</CardDescription>
            </CardHeader>
            <CardContent className="grid items-start gap-4 sm:grid-cols-2">
              <TextField control={form.control} name="address" label="Dirección" className="sm:col-span-2" />
              <TextField control={form.control} name="country" label="País" />
              <LabeledField control={form.control} name="website" label="Sitio web">
                {(field) => <Input type="url" placeholder="https://" {...field} />}
              </LabeledField>
            </CardContent>
          </Card>

          {rootError && (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden="true" />
              <AlertTitle className="line-clamp-none">No se pudo crear la solicitud</AlertTitle>
              <AlertDescription>{rootError}</AlertDescription>
            </Alert>
          )}

          <div className="flex flex-wrap items-center justify-end gap-2">
            {sinCreditos && (
              <p id={ID_SIN_CREDITOS} className="mr-auto text-sm text-destructive">
                {sinCreditos}
              </p>
            )}
            <Button asChild variant="outline">
              <Link to="/due-diligence">Cancelar</Link>
            </Button>
            <Button
              type="submit"
              disabled={crear.isPending || sinCreditos !== null}
              aria-describedby={sinCreditos ? ID_SIN_CREDITOS : undefined}
            >
              {crear.isPending ? 'Creando...' : 'Crear solicitud'}
            </Button>
          </div>
        </form>
      </Form>
    </div>
  );
}

/** The company's balance and what the chosen report costs. */
function CreditosResumen({
  pendiente,
  cargando,
  disponibles,
  costo,
}: {
  pendiente: boolean;
  cargando: boolean;
  disponibles: number | undefined;
  costo: number | undefined;
}) {
  let texto: string;
  if (pendiente) texto = 'Seleccione la empresa cliente para ver sus créditos.';
  else if (cargando) texto = 'Consultando créditos...';
  else if (disponibles === undefined || costo === undefined) texto = 'No se pudieron consultar los créditos.';
  else texto = `Créditos disponibles: ${formatNumber(disponibles)} · este reporte usa ${creditosTexto(costo)}.`;
  const insuficientes = disponibles !== undefined && costo !== undefined && disponibles < costo;
  return (
    <p
      role="status"
      className={
        insuficientes
          ? 'flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm'
          : 'flex items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm'
      }
    >
      <WalletIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      {texto}
    </p>
  );
}
