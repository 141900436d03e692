import type { DueDiligenceDetalle, PerfilDueDiligence } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { formatRutDisplay } from '@/lib/format';

import { Dato, Datos, SeccionCard, siNo, Texto } from './seccion-card';
import { ListasUsadas, ScreeningResultados } from './screening-resultados';
import { GRUPOS_SOCIEDAD } from './secciones';

/** The people the request or the profile marks as PEP: declared RUTs and PEPs among the sociedades. */
function PepsDeclarados({
  detalle,
  perfil,
}: {
  detalle: Pick<DueDiligenceDetalle, 'peps'>;
  perfil: PerfilDueDiligence;
}) {
  const enSociedades = GRUPOS_SOCIEDAD.flatMap((g) =>
    perfil.sociedades[g.clave].filter((p) => p.is_pep).map((p) => ({ ...p, rol: g.singular })),
  );
  if (detalle.peps.length === 0 && enSociedades.length === 0)
    return <p className="text-sm text-muted-foreground">No hay PEP declarados.</p>;
  return (
    <ul className="grid gap-1 text-sm">
      {detalle.peps.map((p) => (
        <li key={p.rut}>
          <span className="font-mono">{formatRutDisplay(p.rut)}</span>{' '}
          <span className="text-muted-foreground">· declarado en la solicitud</span>
        </li>
      ))}
      {enSociedades.map((p, i) => (
        <li key={`${p.rut}-${i}`}>
          <span className="font-medium">{p.nombre}</span>
          {p.rut && <span className="font-mono"> {formatRutDisplay(p.rut)}</span>}{' '}
          <span className="text-muted-foreground">· {p.rol}</span>
        </li>
      ))}
    </ul>
  );
}

/** PEP / SOE / international lists: the profile's statements, declared PEPs and every screening hit. */
export function PepSeccion({
  detalle,
  perfil,
}: {
  detalle: Pick<DueDiligenceDetalle, 'peps' | 'screening'>;
  perfil: PerfilDueDiligence;
}) {
  const s = perfil.situacion_pep_soe_listas_internacionales;
  return (
    <SeccionCard id="pep-soe-listas">
      <Datos>
        <Dato label="Persona expuesta políticamente (PEP)">{siNo(s.pep)}</Dato>
        <Dato label="Empresa estatal (SOE)" ancho>
          <Texto valor={s.soe.content} />
        </Dato>
        <Dato label="Listas internacionales" ancho>
          <Texto valor={s.listado.content} />
        </Dato>
      </Datos>
      <div className="grid gap-2">
        <h3 className="font-medium">PEP declarados</h3>
        <PepsDeclarados detalle={detalle} perfil={perfil} />
      </div>
      <div className="grid gap-2">
        <h3 className="font-medium">Revisión en listas de sanciones</h3>
        <ScreeningResultados screening={detalle.screening} />
      </div>
      {detalle.screening && detalle.screening.listas.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-medium">Listas utilizadas</h3>
          <ListasUsadas listas={detalle.screening.listas} />
        </div>
      )}
    </SeccionCard>
  );
}
