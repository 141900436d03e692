import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import {
  AlarmClockIcon,
  ClipboardCheckIcon,
  FileClockIcon,
  GaugeIcon,
  GitPullRequestArrowIcon,
  HardHatIcon,
  MegaphoneIcon,
  SearchCheckIcon,
  ShieldAlertIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import { ETAPAS_NC_ABIERTAS, type Dashboard, type EtapaNcAbierta } from '@atalaya/shared/contracts/dashboard';
import { ETAPA_NC_ETIQUETAS } from '@atalaya/shared/flujos/no-conformidad';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

import { formatPorcentaje } from '../formato';

/*
 * The dashboard's KPI cards (issue 8 §4). A card with one figure is a link to the list it
 * summarises, with that list's filter in the URL; a card with a breakdown links each row instead.
 */

/** Lists the cards open, with the filter that gives the card's figure as the list's total. */
export const ENLACES = {
  requisitos: '/mi-empresa/requisitos',
  porVencer: '/documentos/listado?estado=por_vencer',
  flujos: '/flujo-documental/mis-flujos',
  riesgosSinCubrir: '/mi-empresa/risks?estado=sin_cubrir',
  contratistas: (estado: 'activo' | 'bloqueado' | 'en_validacion') =>
    `/mi-empresa/trabajadores?tipo=contratista&estado=${estado}`,
  denunciasPendientes: '/canal-denuncias/pendientes',
  denunciasEnRevision: '/canal-denuncias/en-revision',
  denunciasAlerta: (alerta: 'por_vencer' | 'vencido') => `/canal-denuncias/todas?alerta=${alerta}`,
  ddEnProgreso: '/due-diligence/todas?estado=en_progreso',
  ddRiesgo: (nivel: 'bajo' | 'monitoreo' | 'alto') => `/due-diligence/todas?nivel_riesgo=${nivel}`,
  noConformidades: (etapa: EtapaNcAbierta) => `/no-conformidades/listado?etapa=${etapa}`,
} as const;

function Encabezado({ area, titulo, icono: Icono }: { area: string; titulo: string; icono: LucideIcon }) {
  return (
    <CardHeader className="flex flex-row items-start justify-between gap-2">
      <div className="grid gap-1">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{area}</p>
        <CardTitle className="text-sm font-medium">{titulo}</CardTitle>
      </div>
      <Icono className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </CardHeader>
  );
}

/** A card with one figure; the whole card opens `to`. */
export function Indicador({
  area,
  titulo,
  valor,
  detalle,
  icono,
  to,
  barra,
  tono,
}: {
  area: string;
  titulo: string;
  valor: string;
  detalle: ReactNode;
  icono: LucideIcon;
  to: string;
  /** 0–100: a bar under the figure (rates). */
  barra?: number;
  /** Colours the figure when it asks for attention. */
  tono?: 'alerta';
}) {
  return (
    <Link
      to={to}
      className="group rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      data-indicador={titulo}
    >
      <Card className="h-full gap-3 transition-colors group-hover:border-primary/40 group-hover:bg-accent/40">
        <Encabezado area={area} titulo={titulo} icono={icono} />
        <CardContent className="grid gap-2">
          <p className={cn('text-3xl font-semibold tabular-nums', tono === 'alerta' && 'text-destructive')} data-valor>
            {valor}
          </p>
          {barra !== undefined && (
            <div className="h-1.5 w-full overflow-hidden rounded-full bg-primary/15" aria-hidden="true">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${Math.min(100, Math.max(0, barra))}%` }}
              />
            </div>
          )}
          <p className="text-xs text-muted-foreground">{detalle}</p>
        </CardContent>
      </Card>
    </Link>
  );
}

/** A card with a headline figure and a breakdown whose rows open their filtered list. */
export function IndicadorDesglose({
  area,
  titulo,
  valor,
  detalle,
  icono,
  filas,
}: {
  area: string;
  titulo: string;
  valor: string;
  detalle: string;
  icono: LucideIcon;
  filas: Array<{ etiqueta: string; valor: number; to: string; tono?: 'alerta' }>;
}) {
  return (
    <Card className="h-full gap-3" data-indicador={titulo}>
      <Encabezado area={area} titulo={titulo} icono={icono} />
      <CardContent className="grid gap-2">
        <p className="text-3xl font-semibold tabular-nums" data-valor>
          {valor}
        </p>
        <p className="text-xs text-muted-foreground">{detalle}</p>
        <ul className="-mx-2 grid gap-0.5">
          {filas.map((f) => (
            <li key={f.etiqueta}>
              <Link
                to={f.to}
                className="flex items-center justify-between gap-2 rounded-md px-2 py-1 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span>{f.etiqueta}</span>
                <span
                  className={cn('font-medium tabular-nums', f.tono === 'alerta' && f.valor > 0 && 'text-destructive')}
                >
                  {formatNumber(f.valor)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

const plural = (n: number, uno: string, varios: string) => `${formatNumber(n)} ${n === 1 ? uno : varios}`;

/** Every KPI card the answer allows, in menu order. */
export function Indicadores({ d }: { d: Dashboard }) {
  const cards: ReactNode[] = [];
  if (d.documentos) {
    const doc = d.documentos;
    cards.push(
      <Indicador
        key="cumplimiento"
        area="Documentos"
        titulo="Cumplimiento normativo"
        valor={doc.requisitos_total === 0 ? '—' : formatPorcentaje(doc.compliance_rate)}
        barra={doc.requisitos_total === 0 ? undefined : doc.compliance_rate}
        detalle={
          doc.requisitos_total === 0
            ? 'Su empresa aún no tiene requisitos aplicables registrados'
            : `${formatNumber(doc.requisitos_cubiertos)} de ${plural(doc.requisitos_total, 'requisito aplicable cubierto', 'requisitos aplicables cubiertos')} (marcado «cumple» o con documento vigente)`
        }
        icono={ClipboardCheckIcon}
        to={ENLACES.requisitos}
      />,
      <Indicador
        key="por-vencer"
        area="Documentos"
        titulo="Documentos por vencer"
        valor={formatNumber(doc.documents_to_expire)}
        detalle={
          `Vencen en los próximos ${plural(doc.dias_aviso_vencimiento, 'día', 'días')}` +
          (doc.documentos_vencidos > 0 ? ` · ${plural(doc.documentos_vencidos, 'vencido', 'vencidos')}` : '')
        }
        icono={FileClockIcon}
        to={ENLACES.porVencer}
        tono={doc.documents_to_expire > 0 ? 'alerta' : undefined}
      />,
      <Indicador
        key="flujos"
        area="Flujo documental"
        titulo="Flujos completados"
        valor={doc.flujos_iniciados === 0 ? '—' : formatPorcentaje(doc.completion_rate)}
        barra={doc.flujos_iniciados === 0 ? undefined : doc.completion_rate}
        detalle={
          doc.flujos_iniciados === 0
            ? 'Aún no se ha iniciado ningún flujo documental'
            : `${formatNumber(doc.flujos_completados)} de ${plural(doc.flujos_iniciados, 'flujo iniciado llegó', 'flujos iniciados llegaron')} a publicación`
        }
        icono={GitPullRequestArrowIcon}
        to={ENLACES.flujos}
      />,
    );
  }
  if (d.riesgos) {
    const r = d.riesgos;
    cards.push(
      <Indicador
        key="riesgos"
        area="Mi Empresa"
        titulo="Riesgos no cubiertos"
        valor={formatNumber(r.unresolved_risks)}
        detalle={`${formatNumber(r.no_cubiertos)} no cubiertos · ${formatNumber(r.en_proceso)} en proceso · de ${plural(r.total, 'riesgo', 'riesgos')}`}
        icono={ShieldAlertIcon}
        to={ENLACES.riesgosSinCubrir}
        tono={r.unresolved_risks > 0 ? 'alerta' : undefined}
      />,
    );
  }
  if (d.contratistas) {
    const c = d.contratistas;
    cards.push(
      <IndicadorDesglose
        key="contratistas"
        area="Mi Empresa"
        titulo="Contratistas"
        valor={formatNumber(c.total)}
        detalle="Trabajadores contratistas por estado"
        icono={HardHatIcon}
        filas={[
          { etiqueta: 'Activos', valor: c.active, to: ENLACES.contratistas('activo') },
          { etiqueta: 'Bloqueados', valor: c.blocked, to: ENLACES.contratistas('bloqueado'), tono: 'alerta' },
          { etiqueta: 'En validación', valor: c.validation, to: ENLACES.contratistas('en_validacion') },
        ]}
      />,
    );
  }
  if (d.denuncias) {
    const den = d.denuncias;
    cards.push(
      <IndicadorDesglose
        key="denuncias"
        area="Canal de denuncias"
        titulo="Denuncias abiertas"
        valor={formatNumber(den.abiertas)}
        detalle="Recibidas y aún no cerradas"
        icono={MegaphoneIcon}
        filas={[
          { etiqueta: 'Pendientes', valor: den.pendientes, to: ENLACES.denunciasPendientes },
          { etiqueta: 'En revisión', valor: den.abiertas - den.pendientes, to: ENLACES.denunciasEnRevision },
        ]}
      />,
      <IndicadorDesglose
        key="plazos"
        area="Canal de denuncias"
        titulo="Plazos legales"
        valor={formatNumber(den.por_vencer + den.vencidas)}
        detalle="Denuncias abiertas con un plazo por vencer o vencido"
        icono={AlarmClockIcon}
        filas={[
          { etiqueta: 'Por vencer', valor: den.por_vencer, to: ENLACES.denunciasAlerta('por_vencer'), tono: 'alerta' },
          { etiqueta: 'Vencidos', valor: den.vencidas, to: ENLACES.denunciasAlerta('vencido'), tono: 'alerta' },
        ]}
      />,
    );
  }
  if (d.due_diligence) {
    const dd = d.due_diligence;
    cards.push(
      <Indicador
        key="dd"
        area="Due diligence"
        titulo="Due diligence en progreso"
        valor={formatNumber(dd.en_progreso)}
        detalle={`${plural(dd.pendientes, 'pendiente', 'pendientes')} · ${plural(dd.terminadas, 'terminada', 'terminadas')}`}
        icono={SearchCheckIcon}
        to={ENLACES.ddEnProgreso}
      />,
      <IndicadorDesglose
        key="dd-riesgo"
        area="Due diligence"
        titulo="Riesgo de los reportes"
        valor={formatNumber(dd.riesgo.bajo + dd.riesgo.monitoreo + dd.riesgo.alto)}
        detalle="Reportes publicados por nivel de riesgo"
        icono={GaugeIcon}
        filas={[
          { etiqueta: 'Bajo', valor: dd.riesgo.bajo, to: ENLACES.ddRiesgo('bajo') },
          { etiqueta: 'Monitoreo', valor: dd.riesgo.monitoreo, to: ENLACES.ddRiesgo('monitoreo') },
          { etiqueta: 'Alto', valor: dd.riesgo.alto, to: ENLACES.ddRiesgo('alto'), tono: 'alerta' },
        ]}
      />,
    );
  }
  if (d.no_conformidades) {
    const nc = d.no_conformidades;
    cards.push(
      <IndicadorDesglose
        key="nc"
        area="No conformidades"
        titulo="No conformidades abiertas"
        valor={formatNumber(nc.abiertas)}
        detalle={`Por etapa · ${plural(nc.cerradas, 'cerrada', 'cerradas')} tras verificar su eficacia`}
        icono={TriangleAlertIcon}
        filas={ETAPAS_NC_ABIERTAS.map((etapa) => ({
          etiqueta: ETAPA_NC_ETIQUETAS[etapa],
          valor: nc.por_etapa[etapa],
          to: ENLACES.noConformidades(etapa),
        }))}
      />,
    );
  }
  if (cards.length === 0) return null;
  return (
    <section aria-label="Indicadores" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards}
    </section>
  );
}
