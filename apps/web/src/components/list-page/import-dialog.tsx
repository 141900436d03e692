import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AlertCircleIcon, CheckCircle2Icon, DownloadIcon } from 'lucide-react';
import { toast } from 'sonner';

import type { ImportPreview, ImportResult } from '@atalaya/shared/contracts/importacion';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FileInput } from '@/components/ui/file-input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { subirMultipart } from '@/lib/subir-archivos';

import { downloadBlob, toCsv } from './export';

const MAX_MB = 10;

type Modo = 'vista_previa' | 'confirmar';
type Fase = 'inactivo' | 'subiendo' | 'validando' | 'importando';

interface Respuesta {
  status: number;
  body: Record<string, unknown> | undefined;
}

/**
 * Sends the file as multipart through lib/subir-archivos. Resolves with the status and JSON body of
 * any answer (a refused preview still has a report to show); rejects only when the network fails.
 */
export async function enviarArchivo(
  endpoint: string,
  file: File,
  modo: Modo,
  onProgress: (percent: number) => void,
  onUploaded: () => void,
): Promise<Respuesta> {
  const form = new FormData();
  form.append('modo', modo);
  form.append('archivo', file, file.name);
  const { status, cuerpo } = await subirMultipart(endpoint, form, {
    onProgress: (fraccion) => onProgress(fraccion * 100),
    onEnviado: onUploaded,
  });
  return {
    status,
    body: typeof cuerpo === 'object' && cuerpo !== null ? (cuerpo as Record<string, unknown>) : undefined,
  };
}

function mensajeDe(res: Respuesta): string {
  const m = res.body?.mensaje;
  if (res.status === 401) return 'Su sesión expiró. Vuelva a iniciar sesión.';
  return typeof m === 'string' && m.trim() ? m : `La solicitud falló (código ${res.status})`;
}

const esPreview = (body: unknown): body is ImportPreview =>
  typeof body === 'object' && body !== null && Array.isArray((body as ImportPreview).errores);

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Importar trabajadores'. */
  title: string;
  /** POST endpoint under /api/v1, e.g. '/trabajadores/import'. */
  endpoint: string;
  entity: { singular: string; plural: string };
  /** Headers of the 'Descargar plantilla' CSV (the API accepts them as they are). */
  templateColumns: string[];
  /** One example row for the template. */
  templateExample?: string[];
  /** What this import does differently (e.g. imported users get no password), shown above the file input. */
  notice?: ReactNode;
  /** Called after a successful import (invalidate the list). */
  onDone: () => void;
}

/**
 * Batch import (SPEC §7): choose a CSV or XLSX (drag and drop or button), upload with progress,
 * see the server's preview — every row validated, errors as 'Fila 3 · RUT: RUT inválido' — and
 * import only when no row has errors; the server imports all rows or none.
 */
export function ImportDialog({
  open,
  onOpenChange,
  title,
  endpoint,
  entity,
  templateColumns,
  templateExample,
  notice,
  onDone,
}: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fase, setFase] = useState<Fase>('inactivo');
  const [progreso, setProgreso] = useState(0);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resultadoRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const envio = useRef(0);
  const headingId = useId();
  const erroresId = useId();

  // When the preview (or a refusal) arrives, move focus to it so it is read at once.
  useEffect(() => {
    if (preview) resultadoRef.current?.focus();
  }, [preview]);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const reset = () => {
    envio.current++;
    setFile(null);
    setFase('inactivo');
    setPreview(null);
    setError(null);
    setProgreso(0);
  };
  const cerrar = (next: boolean) => {
    if (!next && fase === 'importando') return;
    if (!next) reset();
    onOpenChange(next);
  };

  async function enviar(archivo: File, modo: Modo) {
    const id = ++envio.current;
    setError(null);
    setProgreso(0);
    setFase('subiendo');
    try {
      const res = await enviarArchivo(
        endpoint,
        archivo,
        modo,
        (p) => id === envio.current && setProgreso(p),
        () => id === envio.current && setFase(modo === 'confirmar' ? 'importando' : 'validando'),
      );
      if (id !== envio.current) return;
      setFase('inactivo');
      if (modo === 'vista_previa') {
        if (res.status === 200 && esPreview(res.body)) setPreview(res.body);
        else setError(mensajeDe(res));
        return;
      }
      if (res.status === 200) {
        const n = (res.body as ImportResult | undefined)?.importados ?? 0;
        toast.success(`Se importaron ${formatNumber(n)} ${n === 1 ? entity.singular : entity.plural}`);
        onDone();
        reset();
        onOpenChange(false);
        return;
      }
      // A row that became invalid meanwhile (e.g. someone created the same RUT): show the new report.
      if (esPreview(res.body)) setPreview(res.body);
      setError(mensajeDe(res));
    } catch (err) {
      if (id !== envio.current) return;
      setFase('inactivo');
      setError(err instanceof Error ? err.message : 'Error de comunicación con el servidor');
    }
  }

  const elegir = (next: File | null) => {
    envio.current++;
    setFile(next);
    setPreview(null);
    setError(null);
    setFase('inactivo');
    if (next) void enviar(next, 'vista_previa');
  };

  const descargarPlantilla = () => {
    const csv = toCsv(templateColumns, templateExample ? [templateExample] : []);
    downloadBlob(`plantilla-${entity.plural}.csv`, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  };

  const ocupado = fase !== 'inactivo';
  const filas = preview?.filas ?? 0;
  const puedeImportar = !!file && !!preview && preview.errores_total === 0 && filas > 0 && !ocupado;
  const etiquetaFilas = (n: number) => `${formatNumber(n)} ${n === 1 ? entity.singular : entity.plural}`;

  let estado = '';
  if (fase === 'subiendo') estado = `Subiendo… ${Math.round(progreso)} %`;
  else if (fase === 'validando') estado = 'Validando…';
  else if (fase === 'importando') estado = 'Importando…';

  // Preview columns: the fields that have a value in some row of the sample.
  const columnas = preview ? preview.columnas.filter((c) => preview.muestra.some((m) => m.datos[c.campo])) : [];
  const omitidos = preview ? preview.errores_total - preview.errores.length : 0;

  return (
    <Dialog open={open} onOpenChange={cerrar}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Suba un archivo CSV o Excel (.xlsx) con los encabezados en la primera fila. Se revisan todas las filas antes
            de importar: si alguna tiene errores no se importa ninguna.
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-4">
          <div>
            <Button type="button" variant="outline" size="sm" onClick={descargarPlantilla}>
              <DownloadIcon aria-hidden="true" />
              Descargar plantilla
            </Button>
          </div>

          {notice && <div className="text-sm">{notice}</div>}

          <FileInput
            accept=".csv,.xlsx"
            maxSizeMb={MAX_MB}
            aria-label="Archivo a importar"
            value={file}
            onChange={elegir}
            disabled={ocupado}
            progress={fase === 'subiendo' ? progreso : undefined}
          />

          <p role="status" aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
            {estado}
          </p>

          {error && (
            <Alert variant="destructive" ref={errorRef} tabIndex={-1}>
              <AlertCircleIcon aria-hidden="true" />
              <AlertTitle>No se puede importar</AlertTitle>
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}

          {preview && (
            <section aria-labelledby={headingId} className="grid gap-3">
              <h3 id={headingId} ref={resultadoRef} tabIndex={-1} className="font-medium outline-none">
                Vista previa: {etiquetaFilas(preview.filas)} en el archivo
              </h3>
              {preview.errores_total === 0 && preview.filas > 0 ? (
                <Alert variant="success">
                  <CheckCircle2Icon aria-hidden="true" />
                  <AlertTitle>Todas las filas son válidas</AlertTitle>
                  <AlertDescription>Revise la muestra y confirme la importación.</AlertDescription>
                </Alert>
              ) : preview.filas === 0 ? (
                <p className="text-sm">El archivo no tiene filas para importar.</p>
              ) : (
                <div className="grid gap-2 rounded-lg border border-destructive/40 p-3">
                  <p id={erroresId} className="text-sm font-medium text-destructive">
                    {preview.errores_total === 1 ? '1 error' : `${formatNumber(preview.errores_total)} errores`} en{' '}
                    {formatNumber(preview.filas - preview.validas)}{' '}
                    {preview.filas - preview.validas === 1 ? 'fila' : 'filas'}. Corrija el archivo y vuelva a subirlo;
                    no se importará nada mientras haya errores.
                  </p>
                  <ul aria-labelledby={erroresId} className="max-h-48 list-disc overflow-y-auto pl-5 text-sm">
                    {preview.errores.map((e, i) => (
                      <li key={`${e.fila}-${e.campo}-${i}`}>
                        Fila {e.fila} · {e.columna}: {e.mensaje}
                      </li>
                    ))}
                    {omitidos > 0 && <li>… y {formatNumber(omitidos)} errores más.</li>}
                  </ul>
                </div>
              )}
              {preview.columnas_desconocidas.length > 0 && (
                <p className="text-sm text-muted-foreground">
                  Columnas no reconocidas (se ignoran): {preview.columnas_desconocidas.join(', ')}.
                </p>
              )}
              {preview.muestra.length > 0 && (
                <div className="overflow-x-auto rounded-md border">
                  <Table aria-label="Primeras filas del archivo">
                    <TableHeader>
                      <TableRow>
                        <TableHead>Fila</TableHead>
                        {columnas.map((c) => (
                          <TableHead key={c.campo}>{c.columna}</TableHead>
                        ))}
                        <TableHead>Resultado</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {preview.muestra.map((m) => (
                        <TableRow key={m.fila} data-state={m.valida ? undefined : 'selected'}>
                          <TableCell className="tabular-nums">{m.fila}</TableCell>
                          {columnas.map((c) => (
                            <TableCell key={c.campo}>{m.datos[c.campo]}</TableCell>
                          ))}
                          <TableCell className={m.valida ? '' : 'font-medium text-destructive'}>
                            {m.valida ? 'Válida' : 'Con errores'}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              )}
            </section>
          )}
        </div>

        <DialogFooter>
          <Button type="button" variant="outline" disabled={fase === 'importando'} onClick={() => cerrar(false)}>
            Cancelar
          </Button>
          <Button type="button" disabled={!puedeImportar} onClick={() => file && void enviar(file, 'confirmar')}>
            {fase === 'importando'
              ? 'Importando…'
              : preview && filas > 0
                ? `Importar ${etiquetaFilas(filas)}`
                : `Importar ${entity.plural}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
