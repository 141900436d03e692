import { Link } from 'react-router';

import { ETAPAS_NC_ABIERTAS } from '@atalaya/shared/contracts/dashboard';
import { ETAPA_NC_ETIQUETAS } from '@atalaya/shared/flujos/no-conformidad';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';

import { useDashboard, type Dashboard } from './api';
import { ENLACES } from './components/indicadores';
import { BotonActualizar, Bienvenida, EstadosDashboard } from './dashboard-page';
import { etiquetaMesLarga, formatPorcentaje, seriesVisibles } from './formato';

interface Fila {
  area: string;
  indicador: string;
  valor: string;
  to?: string;
}

/** The same figures as /dashboard, one row each, in menu order. */
export function filasDashboard(d: Dashboard): Fila[] {
  const filas: Fila[] = [];
  const n = formatNumber;
  if (d.documentos) {
    const doc = d.documentos;
    filas.push(
      {
        area: 'Documentos',
        indicador: `Cumplimiento normativo (${n(doc.requisitos_cubiertos)} de ${n(doc.requisitos_total)} requisitos)`,
        valor: doc.requisitos_total === 0 ? '—' : formatPorcentaje(doc.compliance_rate),
        to: ENLACES.requisitos,
      },
      {
        area: 'Documentos',
        indicador: 'Documentos por vencer',
        valor: n(doc.documents_to_expire),
        to: ENLACES.porVencer,
      },
      {
        area: 'Flujo documental',
        indicador: `Flujos completados (${n(doc.flujos_completados)} de ${n(doc.flujos_iniciados)})`,
        valor: doc.flujos_iniciados === 0 ? '—' : formatPorcentaje(doc.completion_rate),
        to: ENLACES.flujos,
      },
    );
  }
  if (d.riesgos) {
    filas.push({
      area: 'Mi Empresa',
      indicador: 'Riesgos no cubiertos',
      valor: n(d.riesgos.unresolved_risks),
      to: ENLACES.riesgosSinCubrir,
    });
  }
  if (d.contratistas) {
    const c = d.contratistas;
    filas.push(
      { area: 'Mi Empresa', indicador: 'Contratistas activos', valor: n(c.active), to: ENLACES.contratistas('activo') },
      {
        area: 'Mi Empresa',
        indicador: 'Contratistas bloqueados',
        valor: n(c.blocked),
        to: ENLACES.contratistas('bloqueado'),
      },
      {
        area: 'Mi Empresa',
        indicador: 'Contratistas en validación',
        valor: n(c.validation),
        to: ENLACES.contratistas('en_validacion'),
      },
    );
  }
  if (d.denuncias) {
    const den = d.denuncias;
    filas.push(
      { area: 'Canal de denuncias', indicador: 'Denuncias abiertas', valor: n(den.abiertas) },
      {
        area: 'Canal de denuncias',
        indicador: 'Denuncias pendientes',
        valor: n(den.pendientes),
        to: ENLACES.denunciasPendientes,
      },
      {
        area: 'Canal de denuncias',
        indicador: 'Con plazo por vencer',
        valor: n(den.por_vencer),
        to: ENLACES.denunciasAlerta('por_vencer'),
      },
      {
        area: 'Canal de denuncias',
        indicador: 'Con plazo vencido',
        valor: n(den.vencidas),
        to: ENLACES.denunciasAlerta('vencido'),
      },
    );
  }
  if (d.due_diligence) {
    const dd = d.due_diligence;
    filas.push(
      { area: 'Due diligence', indicador: 'En progreso', valor: n(dd.en_progreso), to: ENLACES.ddEnProgreso },
      { area: 'Due diligence', indicador: 'Riesgo bajo', valor: n(dd.riesgo.bajo), to: ENLACES.ddRiesgo('bajo') },
      {
        area: 'Due diligence',
        indicador: 'Riesgo monitoreo',
        valor: n(dd.riesgo.monitoreo),
        to: ENLACES.ddRiesgo('monitoreo'),
      },
      { area: 'Due diligence', indicador: 'Riesgo alto', valor: n(dd.riesgo.alto), to: ENLACES.ddRiesgo('alto') },
    );
  }
  if (d.no_conformidades) {
    const nc = d.no_conformidades;
    filas.push({ area: 'No conformidades', indicador: 'Abiertas', valor: n(nc.abiertas) });
    for (const etapa of ETAPAS_NC_ABIERTAS) {
      filas.push({
        area: 'No conformidades',
        indicador: `Etapa: ${ETAPA_NC_ETIQUETAS[etapa]}`,
        valor: n(nc.por_etapa[etapa]),
        to: ENLACES.noConformidades(etapa),
      });
    }
  }
  return filas;
}

/** /dashboard-old (SPEC §2 'shows the old dashboard'): the same figures as a plain table. */
export function DashboardOldPage() {
  const tablero = useDashboard();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 py-4">
      <title>Dashboard anterior · Atalaya</title>
      <Bienvenida>
        <BotonActualizar tablero={tablero} />
      </Bienvenida>
      <EstadosDashboard tablero={tablero}>
        {(d) => {
          const series = seriesVisibles(d.tendencia);
          return (
            <>
              <Card>
                <CardHeader>
                  <CardTitle>Indicadores</CardTitle>
                  <CardDescription>Vista anterior del dashboard: las mismas cifras en una tabla.</CardDescription>
                </CardHeader>
                <CardContent>
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead>Área</TableHead>
                        <TableHead>Indicador</TableHead>
                        <TableHead className="text-right">Valor</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {filasDashboard(d).map((f) => (
                        <TableRow key={`${f.area}-${f.indicador}`}>
                          <TableCell className="text-muted-foreground">{f.area}</TableCell>
                          <TableCell>
                            {f.to ? (
                              <Link to={f.to} className="underline-offset-4 hover:underline">
                                {f.indicador}
                              </Link>
                            ) : (
                              f.indicador
                            )}
                          </TableCell>
                          <TableCell className="text-right font-medium tabular-nums">{f.valor}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </CardContent>
              </Card>
              {series.length > 0 && (
                <Card>
                  <CardHeader>
                    <CardTitle>Últimos 12 meses</CardTitle>
                  </CardHeader>
                  <CardContent className="overflow-x-auto">
                    <Table>
                      <TableHeader>
                        <TableRow>
                          <TableHead>Mes</TableHead>
                          {series.map((s) => (
                            <TableHead key={s.clave} className="text-right">
                              <abbr title={s.nombre} className="no-underline">
                                {s.corto}
                              </abbr>
                            </TableHead>
                          ))}
                        </TableRow>
                      </TableHeader>
                      <TableBody>
                        {d.tendencia.map((m) => (
                          <TableRow key={m.mes}>
                            <TableCell>{etiquetaMesLarga(m.mes, { mayuscula: true })}</TableCell>
                            {series.map((s) => (
                              <TableCell key={s.clave} className="text-right tabular-nums">
                                {formatNumber(m[s.clave] ?? 0)}
                              </TableCell>
                            ))}
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </CardContent>
                </Card>
              )}
            </>
          );
        }}
      </EstadosDashboard>
    </div>
  );
}
