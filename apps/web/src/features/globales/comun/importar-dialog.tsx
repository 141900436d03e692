import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DownloadIcon, EyeIcon, InfoIcon } from 'lucide-react';
import { toast } from 'sonner';

import type {
  ImportarRequisitosVistaPrevia,
  ImportarRiesgosVistaPrevia,
} from '@atalaya/shared/contracts/mi-empresa/requisitos';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import { EmpresaCombobox, type EmpresaElegida } from './empresa-combobox';
import { IMPORTAR_TODAS, IMPORTAR_TODOS, importarRequisitos, importarRiesgos } from './importar-api';
import { useCategoriasRequisito, useDelitosCatalogo } from './opciones';

export type TipoImportacion = 'requisitos' | 'riesgos';

type VistaPrevia =
  | { tipo: 'requisitos'; clave: string; datos: ImportarRequisitosVistaPrevia }
  | { tipo: 'riesgos'; clave: string; datos: ImportarRiesgosVistaPrevia };

const TEXTOS = {
  requisitos: {
    titulo: 'Importar requisitos a una empresa',
    singular: 'requisito',
    plural: 'requisitos',
    seleccion: 'Categoría',
    todos: 'Todas las categorías',
    todosValor: IMPORTAR_TODAS,
  },
  riesgos: {
    titulo: 'Importar riesgos a una empresa',
    singular: 'riesgo',
    plural: 'riesgos',
    seleccion: 'Delito o categoría',
    todos: 'Todos los delitos',
    todosValor: IMPORTAR_TODOS,
  },
} as const;

const contar = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/**
 * Copies part of the global catalogue into one company: requisitos by categoría, or riesgos (with
 * their mitigaciones) by delito. 'Ver vista previa' asks the API what would be created (nothing
 * is written); 'Importar N …' confirms. What the company already has is never duplicated.
 */
export function ImportarCatalogoDialog({
  tipo,
  open,
  onOpenChange,
  onDone,
  empresaInicial = null,
}: {
  tipo: TipoImportacion;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
  /** Company chosen when it opens (e.g. the one the session acts on); still changeable. */
  empresaInicial?: EmpresaElegida | null;
}) {
  const textos = TEXTOS[tipo];
  const ids = { empresa: useId(), seleccion: useId() };
  const [empresa, setEmpresa] = useState<EmpresaElegida | null>(empresaInicial);
  const [seleccion, setSeleccion] = useState<string>(textos.todosValor);
  const [vista, setVista] = useState<VistaPrevia | null>(null);

  const categorias = useCategoriasRequisito({ enabled: open && tipo === 'requisitos' });
  const delitos = useDelitosCatalogo({ enabled: open && tipo === 'riesgos' });
  const opciones =
    tipo === 'requisitos'
      ? (categorias.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))
      : (delitos.data ?? []).map((d) => ({
          value: d.delito_o_categoria,
          label: `${d.delito_o_categoria} (${d.total})`,
        }));

  const clave = empresa ? `${empresa.id}|${seleccion}` : '';
  // A preview belongs to the company and selection it was asked for.
  const vigente = vista && vista.clave === clave ? vista : null;

  const previsualizar = useMutation({
    mutationFn: async (): Promise<VistaPrevia> => {
      if (!empresa) throw new Error('Seleccione una empresa');
      return tipo === 'requisitos'
        ? { tipo, clave, datos: await importarRequisitos(empresa.id, seleccion, false) }
        : { tipo, clave, datos: await importarRiesgos(empresa.id, seleccion, false) };
    },
    onSuccess: setVista,
  });

  const importar = useMutation({
    mutationFn: async () => {
      if (!empresa) throw new Error('Seleccione una empresa');
      if (tipo === 'requisitos') {
        const r = await importarRequisitos(empresa.id, seleccion, true);
        return `${contar(r.importados, 'requisito importado', 'requisitos importados')}, ${contar(r.omitidos, 'omitido', 'omitidos')}.`;
      }
      const r = await importarRiesgos(empresa.id, seleccion, true);
      return (
        `${contar(r.importados, 'riesgo importado', 'riesgos importados')}, ${contar(r.omitidos, 'omitido', 'omitidos')}` +
        ` y ${contar(r.mitigaciones_importadas, 'mitigación nueva', 'mitigaciones nuevas')}.`
      );
    },
    onSuccess: (detalle) => {
      toast.success(`Importación a ${empresa?.nombre ?? 'la empresa'} completada`, { description: detalle });
      setVista(null);
      onDone?.();
      onOpenChange(false);
    },
  });

  const pending = previsualizar.isPending || importar.isPending;
  const nuevos = vigente?.datos.nuevos.length ?? 0;

  return (
    <Dialog open={open} onOpenChange={(next) => !importar.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{textos.titulo}</DialogTitle>
          <DialogDescription>
            Elija la empresa y qué parte del catálogo importar. Verá lo que se importará antes de confirmar; lo que la
            empresa ya tiene no se duplica.
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={ids.empresa}>Empresa *</Label>
            <EmpresaCombobox id={ids.empresa} value={empresa} onChange={setEmpresa} disabled={pending} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.seleccion}>{textos.seleccion}</Label>
            <Select value={seleccion} onValueChange={setSeleccion} disabled={pending}>
              <SelectTrigger id={ids.seleccion} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={textos.todosValor}>{textos.todos}</SelectItem>
                {opciones.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        {vigente ? (
          <VistaPreviaPanel vista={vigente} />
        ) : (
          <p className="flex items-center gap-2 rounded-md border border-dashed px-3 py-4 text-sm text-muted-foreground">
            <InfoIcon className="size-4 shrink-0" aria-hidden="true" />
            {empresa
              ? `Pulse 'Ver vista previa' para ver qué ${textos.plural} se importarán.`
              : 'Seleccione la empresa de destino.'}
          </p>
        )}

        <DialogFooter>
          <Button type="button" variant="outline" disabled={importar.isPending} onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button
            type="button"
            variant={vigente ? 'outline' : 'default'}
            disabled={!empresa || pending}
            aria-busy={previsualizar.isPending}
            onClick={() => previsualizar.mutate()}
          >
            <EyeIcon aria-hidden="true" />
            {previsualizar.isPending ? 'Cargando vista previa...' : 'Ver vista previa'}
          </Button>
          {vigente && (
            <Button
              type="button"
              disabled={nuevos === 0 || pending}
              aria-busy={importar.isPending}
              onClick={() => importar.mutate()}
            >
              <DownloadIcon aria-hidden="true" />
              {importar.isPending ? 'Importando...' : `Importar ${contar(nuevos, textos.singular, textos.plural)}`}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** What the import would create, what is already there and what is skipped. */
function VistaPreviaPanel({ vista }: { vista: VistaPrevia }) {
  const { datos } = vista;
  const textos = TEXTOS[vista.tipo];
  const conflictos = vista.tipo === 'requisitos' ? vista.datos.conflictos : [];
  return (
    <section aria-label="Vista previa" className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={datos.nuevos.length > 0 ? 'success' : 'secondary'}>
          {contar(datos.nuevos.length, 'nuevo', 'nuevos')}
        </Badge>
        <Badge variant="outline">{contar(datos.existentes, 'ya importado', 'ya importados')}</Badge>
        {conflictos.length > 0 && (
          <Badge variant="warning">{contar(conflictos.length, 'código en uso', 'códigos en uso')}</Badge>
        )}
        <span className="text-muted-foreground">
          de {contar(datos.total, `${textos.singular} activo`, `${textos.plural} activos`)} del catálogo
        </span>
      </div>
      {datos.nuevos.length === 0 ? (
        <Alert>
          <InfoIcon aria-hidden="true" />
          <AlertTitle>No hay {textos.plural} nuevos para importar</AlertTitle>
          <AlertDescription>La empresa ya tiene todos los {textos.plural} de esta selección.</AlertDescription>
        </Alert>
      ) : (
        <ul
          aria-label={`${textos.plural} que se importarán`}
          className="max-h-64 divide-y overflow-y-auto rounded-md border text-sm"
        >
          {vista.tipo === 'requisitos'
            ? vista.datos.nuevos.map((r) => (
                <li key={r.id} className="flex gap-3 px-3 py-2">
                  <span className="w-20 shrink-0 font-medium whitespace-nowrap">{r.codigo}</span>
                  <span>{r.nombre}</span>
                </li>
              ))
            : vista.datos.nuevos.map((r) => (
                <li key={r.id} className="grid gap-0.5 px-3 py-2">
                  <span className="font-medium">{r.nombre}</span>
                  <span className="text-xs text-muted-foreground">
                    {r.delito_o_categoria} · Probabilidad {r.probabilidad} · Impacto {r.impacto}
                    {r.mitigaciones.length > 0 && ` · ${contar(r.mitigaciones.length, 'mitigación', 'mitigaciones')}`}
                  </span>
                </li>
              ))}
        </ul>
      )}
      {conflictos.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Se omitirán porque la empresa ya usa su código en un requisito propio:{' '}
          {conflictos.map((c) => c.codigo).join(', ')}.
        </p>
      )}
    </section>
  );
}
