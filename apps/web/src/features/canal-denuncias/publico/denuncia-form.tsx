import { useId, useState } from 'react';
import { Info, LoaderCircle, Send } from 'lucide-react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { type CanalPublico, PASS_DENUNCIA_MIN } from '@atalaya/shared/contracts/canal-denuncias/publico';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { Recaptcha } from '@/features/auth/recaptcha';
import { cn } from '@/lib/utils';

import { crearDenuncia, ERROR_CREANDO_DENUNCIA, PublicApiError } from './api-publica';
import { BotonVerPassword, Campo, CLASES_MARCA, MensajeError, Obligatorio, Pista } from './campo';
import {
  camposParaEnviar,
  construirFormData,
  type CampoDenuncia,
  type DenunciaValores,
  type ErroresDenuncia,
  erroresDelServidor,
  motivoIdentificacionObligatoria,
  primerCampoConError,
  RELATO_MAX,
  RELATO_MIN,
  rutAlEscribir,
  rutAlSalir,
  validarDenuncia,
  valoresIniciales,
} from './denuncia-reglas';
import type { EstadoExito } from './denuncia-exitosa-page';
import { FuerzaPassword } from './fuerza-password';
import { SelectorEvidencias } from './selector-evidencias';

/** Today as YYYY-MM-DD in the reporter's calendar (the date of the facts cannot be later). */
function hoy(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The form's values: the report's fields, the chosen evidence files and the captcha's answer. */
type Formulario = DenunciaValores & { evidencias: File[]; recaptcha_token: string };

const MENSAJE_CAPTCHA = 'Confirme la verificación «No soy un robot».';

/** The page's rules as a react-hook-form resolver: every problem at once, one message per field. */
function resolverDenuncia(token: string, canal: CanalPublico): Resolver<Formulario> {
  return (valores) => {
    const encontrados = validarDenuncia(token, canal, valores, valores.evidencias);
    if (canal.recaptcha_site_key && !valores.recaptcha_token) encontrados.recaptcha_token = MENSAJE_CAPTCHA;
    const errors: FieldErrors<Formulario> = {};
    for (const [campo, message] of Object.entries(encontrados)) {
      errors[campo as CampoDenuncia] = { type: 'validate', message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: valores, errors: {} };
  };
}

/** Each field's message. */
const mensajes = (errors: FieldErrors<Formulario>) =>
  Object.fromEntries(Object.entries(errors).map(([campo, error]) => [campo, error?.message])) as ErroresDenuncia;

/**
 * The public report form (SPEC §2 /{slug}/{empresa_token}), on react-hook-form. Everything stays in
 * the form until it is sent; nothing about the report goes into the URL or the browser's storage.
 * Errors show on sending (a field's own goes as soon as it changes) and the first one, in page
 * order, takes the focus.
 */
export function DenunciaForm({ token, canal }: { token: string; canal: CanalPublico }) {
  const base = useId();
  const navigate = useNavigate();
  const { register, handleSubmit, setValue, setError, clearErrors, control, formState } = useForm<Formulario>({
    defaultValues: { ...valoresIniciales(canal), evidencias: [], recaptcha_token: '' },
    resolver: resolverDenuncia(token, canal),
    // A field's error goes when it changes (`campo`) and comes back only on sending again.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const errores = mensajes(formState.errors);
  const enviando = formState.isSubmitting;
  const [progreso, setProgreso] = useState<number | undefined>(undefined);
  const [verPassword, setVerPassword] = useState(false);
  const siteKey = canal.recaptcha_site_key;
  const [categoriaId, identificacion, excluirIds, relato, password, archivos] = useWatch({
    control,
    name: ['categoria_id', 'identificacion', 'excluir_ids', 'relato', 'pass_denuncia', 'evidencias'],
  });

  const id = (campo: CampoDenuncia) => `${base}-${campo}`;
  const categoria = canal.categorias.find((c) => String(c.id) === categoriaId);
  const motivoIdentificacion = motivoIdentificacionObligatoria(canal, categoria);
  const anonima = identificacion === 'anonima';

  /** A registered field whose error goes as soon as it changes. */
  const campo = (nombre: keyof DenunciaValores) => register(nombre, { onChange: () => clearErrors(nombre) });

  const cambiar = <K extends keyof Formulario>(nombre: K, valor: Formulario[K]) => {
    setValue(nombre, valor as never);
    clearErrors(nombre);
  };

  const elegirCategoria = (valor: string) => {
    const elegida = canal.categorias.find((c) => String(c.id) === valor);
    setValue('categoria_id', valor);
    // A category that requires identification switches the choice to 'Identificada'.
    if (motivoIdentificacionObligatoria(canal, elegida)) setValue('identificacion', 'identificada');
    // Exclusions only make sense among this category's receivers.
    setValue(
      'excluir_ids',
      excluirIds.filter((r) => elegida?.receptores.some((x) => x.id === r)),
    );
    clearErrors(['categoria_id', 'identificacion']);
  };

  const mostrarErrores = (nuevos: ErroresDenuncia) => {
    for (const [nombre, message] of Object.entries(nuevos)) setError(nombre as CampoDenuncia, { message });
    enfocarPrimero(nuevos);
  };

  const enfocarPrimero = (nuevos: ErroresDenuncia) => {
    const primero = primerCampoConError(nuevos);
    // After the messages are painted, so the screen reader reads the field with its error.
    if (primero) requestAnimationFrame(() => document.getElementById(`${base}-${primero}`)?.focus());
  };

  const enviar = handleSubmit(
    async (valores) => {
      setProgreso(0);
      try {
        const creada = await crearDenuncia(
          construirFormData(camposParaEnviar(token, valores, valores.recaptcha_token || undefined), valores.evidencias),
          setProgreso,
        );
        const estado: EstadoExito = {
          codigo: creada.codigo,
          created_at: creada.created_at,
          empresa: canal.empresa.nombre,
        };
        navigate(`/denuncia-exitosa/${token}`, { replace: true, state: estado });
      } catch (error) {
        setProgreso(undefined);
        const delServidor =
          error instanceof PublicApiError && error.status === 400 ? erroresDelServidor(error.errores) : {};
        if (Object.keys(delServidor).length > 0) {
          mostrarErrores(delServidor);
          return;
        }
        const mensaje = error instanceof PublicApiError && error.status !== 0 ? error.message : ERROR_CREANDO_DENUNCIA;
        navigate(`/denuncia-error/${token}`, { state: { mensaje } });
      }
    },
    (encontrados) => enfocarPrimero(mensajes(encontrados)),
  );

  return (
    <form noValidate onSubmit={(e) => void enviar(e)} aria-busy={enviando} className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Los campos marcados con <Obligatorio /> <span className="sr-only">asterisco</span> son obligatorios.
      </p>

      <Bloque titulo="Tipo de denuncia">
        <fieldset
          className="grid gap-3"
          aria-describedby={errores.categoria_id ? `${id('categoria_id')}-error` : undefined}
        >
          <legend className="mb-3 text-sm font-medium">
            Categoría <Obligatorio />
          </legend>
          <MensajeError id={id('categoria_id')} error={errores.categoria_id} />
          {canal.categorias.map((c, i) => (
            <label
              key={c.id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border bg-background p-3 transition-colors has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
            >
              <input
                type="radio"
                name={`${base}-categoria`}
                id={i === 0 ? id('categoria_id') : undefined}
                value={String(c.id)}
                checked={categoriaId === String(c.id)}
                onChange={() => elegirCategoria(String(c.id))}
                aria-describedby={c.descripcion ? `${base}-cat-${c.id}` : undefined}
                required
                className={CLASES_MARCA}
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{c.nombre}</span>
                {c.descripcion && (
                  <span id={`${base}-cat-${c.id}`} className="text-sm text-muted-foreground">
                    {c.descripcion}
                    {c.requiere_identificacion && ' Requiere identificar a quien denuncia.'}
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      </Bloque>

      <Bloque titulo="Los hechos">
        <Campo
          id={id('relato')}
          etiqueta="¿Qué ocurrió?"
          obligatorio
          pista={`Describa los hechos con el mayor detalle posible (mínimo ${RELATO_MIN} caracteres). Evite datos que lo identifiquen si desea mantener el anonimato. ${relato.length.toLocaleString('es-CL')} de ${RELATO_MAX.toLocaleString('es-CL')} caracteres.`}
          error={errores.relato}
        >
          {(aria) => (
            <Textarea {...aria} required rows={7} maxLength={RELATO_MAX} {...campo('relato')} className="min-h-40" />
          )}
        </Campo>
        <div className="grid gap-5 sm:grid-cols-2">
          <Campo
            id={id('fecha_hechos')}
            etiqueta="¿Cuándo ocurrió?"
            pista="Aproximada, si no la recuerda con exactitud."
            error={errores.fecha_hechos}
          >
            {(aria) => <Input {...aria} type="date" max={hoy()} {...campo('fecha_hechos')} />}
          </Campo>
          <Campo id={id('lugar')} etiqueta="¿Dónde ocurrió?" pista="Lugar, sucursal o área." error={errores.lugar}>
            {(aria) => <Input {...aria} maxLength={500} {...campo('lugar')} />}
          </Campo>
        </div>
        <Campo
          id={id('personas_involucradas')}
          etiqueta="Personas involucradas"
          pista="Nombre y cargo de quienes participaron en los hechos, si los conoce."
          error={errores.personas_involucradas}
        >
          {(aria) => (
            <Textarea {...aria} rows={3} maxLength={2000} {...campo('personas_involucradas')} className="min-h-24" />
          )}
        </Campo>
        <Campo
          id={id('testigos')}
          etiqueta="Testigos"
          pista="Personas que presenciaron los hechos o pueden aportar información."
          error={errores.testigos}
        >
          {(aria) => <Textarea {...aria} rows={3} maxLength={2000} {...campo('testigos')} className="min-h-24" />}
        </Campo>
      </Bloque>

      <Bloque titulo="Su identidad">
        <fieldset
          className="grid gap-3"
          aria-describedby={
            [
              motivoIdentificacion ? `${base}-motivo` : null,
              errores.identificacion ? `${id('identificacion')}-error` : null,
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          <legend className="mb-3 text-sm font-medium">
            ¿Cómo desea presentar la denuncia? <Obligatorio />
          </legend>
          {motivoIdentificacion && (
            <p
              id={`${base}-motivo`}
              className="flex items-start gap-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2.5 text-sm"
            >
              <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{motivoIdentificacion}</span>
            </p>
          )}
          <MensajeError id={id('identificacion')} error={errores.identificacion} />
          <div className="grid gap-3 sm:grid-cols-2">
            <OpcionIdentidad
              nombre={`${base}-identidad`}
              id={identificacion === 'identificada' ? id('identificacion') : undefined}
              valor="identificada"
              actual={identificacion}
              titulo="Identificada"
              detalle="Entrega sus datos; solo los verán las personas a cargo del canal."
              onChange={() => cambiar('identificacion', 'identificada')}
            />
            <OpcionIdentidad
              nombre={`${base}-identidad`}
              id={identificacion === 'anonima' ? id('identificacion') : undefined}
              valor="anonima"
              actual={identificacion}
              titulo="Anónima"
              detalle="No entrega datos personales. Podrá seguir su denuncia con el código y la contraseña."
              deshabilitada={motivoIdentificacion !== null}
              onChange={() => cambiar('identificacion', 'anonima')}
            />
          </div>
        </fieldset>

        {!anonima && (
          <div className="grid gap-5 sm:grid-cols-2">
            <Campo id={id('nombre')} etiqueta="Nombre completo" obligatorio error={errores.nombre}>
              {(aria) => <Input {...aria} required autoComplete="name" maxLength={200} {...campo('nombre')} />}
            </Campo>
            <Campo id={id('rut')} etiqueta="RUT" pista="Ejemplo: 12.345.678-5" error={errores.rut}>
              {(aria) => (
                <Input
                  {...aria}
                  inputMode="text"
                  autoComplete="off"
                  {...register('rut', {
                    onChange: (e: { target: { value: string } }) => {
                      clearErrors('rut');
                      setValue('rut', rutAlEscribir(e.target.value));
                    },
                    onBlur: (e: { target: { value: string } }) => setValue('rut', rutAlSalir(e.target.value)),
                  })}
                />
              )}
            </Campo>
            <Campo
              id={id('email')}
              etiqueta="Correo electrónico"
              pista="Indique un correo o un teléfono de contacto."
              error={errores.email}
            >
              {(aria) => <Input {...aria} type="email" autoComplete="email" maxLength={200} {...campo('email')} />}
            </Campo>
            <Campo id={id('telefono')} etiqueta="Teléfono" pista="Ejemplo: +56 9 1234 5678" error={errores.telefono}>
              {(aria) => <Input {...aria} type="tel" autoComplete="tel" maxLength={30} {...campo('telefono')} />}
            </Campo>
          </div>
        )}
      </Bloque>

      {categoria && categoria.receptores.length > 0 && (
        <Bloque titulo="Excluir de la gestión de su denuncia">
          <fieldset className="grid gap-3" aria-describedby={`${id('excluir_ids')}-pista`}>
            <legend className="sr-only">Excluir de la gestión de su denuncia (opcional)</legend>
            <Pista id={id('excluir_ids')}>
              Opcional. Si alguna de estas personas está involucrada en los hechos, márquela: no verá su denuncia.
            </Pista>
            <MensajeError id={id('excluir_ids')} error={errores.excluir_ids} />
            {categoria.receptores.map((r, i) => (
              <label key={r.id} className="flex cursor-pointer items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  id={i === 0 ? id('excluir_ids') : undefined}
                  checked={excluirIds.includes(r.id)}
                  onChange={(e) =>
                    cambiar(
                      'excluir_ids',
                      e.target.checked ? [...excluirIds, r.id] : excluirIds.filter((x) => x !== r.id),
                    )
                  }
                  className={CLASES_MARCA}
                />
                {r.nombre}
              </label>
            ))}
          </fieldset>
        </Bloque>
      )}

      <Bloque titulo="Evidencia">
        <SelectorEvidencias
          id={id('evidencias')}
          etiqueta="Adjuntar archivos (opcional)"
          limites={canal.limites}
          archivos={archivos}
          onChange={(nuevos) => cambiar('evidencias', nuevos)}
          error={errores.evidencias}
          disabled={enviando}
        />
        <p className="-mt-2 text-sm text-muted-foreground">
          Antes de guardarlas se quitan de las imágenes la ubicación y otros datos ocultos.
        </p>
      </Bloque>

      <Bloque titulo="Contraseña para seguir su denuncia">
        <p className="text-sm text-muted-foreground">
          Con el código que recibirá al enviar y esta contraseña podrá consultar el estado de su denuncia y responder
          mensajes. Nadie más la conoce: si la olvida, no se puede recuperar.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Campo
            id={id('pass_denuncia')}
            etiqueta="Contraseña"
            obligatorio
            pista={`Mínimo ${PASS_DENUNCIA_MIN} caracteres, con letras y números.`}
            error={errores.pass_denuncia}
            despues={<FuerzaPassword id={`${base}-fuerza`} password={password} />}
          >
            {(aria) => (
              <div className="relative">
                <Input
                  {...aria}
                  aria-describedby={`${aria['aria-describedby'] ?? ''} ${base}-fuerza`.trim()}
                  type={verPassword ? 'text' : 'password'}
                  autoComplete="new-password"
                  required
                  maxLength={200}
                  {...campo('pass_denuncia')}
                  className="pr-11"
                />
                <BotonVerPassword visible={verPassword} onClick={() => setVerPassword((v) => !v)} />
              </div>
            )}
          </Campo>
          <Campo
            id={id('pass_denuncia_confirmacion')}
            etiqueta="Repita la contraseña"
            obligatorio
            error={errores.pass_denuncia_confirmacion}
          >
            {(aria) => (
              <Input
                {...aria}
                type={verPassword ? 'text' : 'password'}
                autoComplete="new-password"
                required
                maxLength={200}
                {...campo('pass_denuncia_confirmacion')}
              />
            )}
          </Campo>
        </div>
      </Bloque>

      {siteKey && (
        <div className="grid gap-2">
          <Recaptcha siteKey={siteKey} onToken={(respuesta) => setValue('recaptcha_token', respuesta)} />
          <span id={id('recaptcha_token')} tabIndex={-1} />
          <MensajeError id={id('recaptcha_token')} error={errores.recaptcha_token} />
        </div>
      )}

      <div className="grid gap-3">
        {enviando && progreso !== undefined && (
          <div className="grid gap-1">
            <Progress value={progreso} aria-label="Progreso del envío" />
            <p className="text-sm text-muted-foreground" role="status">
              Enviando denuncia: {progreso} %
            </p>
          </div>
        )}
        <Button
          type="submit"
          variant="primary"
          size="xl"
          disabled={enviando}
          className="w-full sm:w-auto sm:justify-self-end"
        >
          {enviando ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {enviando ? 'Enviando...' : 'Enviar denuncia'}
        </Button>
      </div>
    </form>
  );
}

function Bloque({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-5 rounded-xl border bg-background p-4 shadow-xs sm:p-6">
      <h2 className="text-lg font-semibold">{titulo}</h2>
      {children}
    </section>
  );
}

function OpcionIdentidad({
  nombre,
  id,
  valor,
  actual,
  titulo,
  detalle,
  deshabilitada,
  onChange,
}: {
  nombre: string;
  id: string | undefined;
  valor: DenunciaValores['identificacion'];
  actual: DenunciaValores['identificacion'];
  titulo: string;
  detalle: string;
  deshabilitada?: boolean;
  onChange: () => void;
}) {
  return (
    <label
      className={cn(
        'flex items-start gap-3 rounded-lg border bg-background p-3 transition-colors has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50',
        deshabilitada ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
      )}
    >
      <input
        type="radio"
        name={nombre}
        id={id}
        value={valor}
        checked={actual === valor}
        disabled={deshabilitada}
        onChange={onChange}
        className={CLASES_MARCA}
      />
      <span className="grid gap-0.5">
        <span className="font-medium">{titulo}</span>
        <span className="text-sm text-muted-foreground">{detalle}</span>
      </span>
    </label>
  );
}
