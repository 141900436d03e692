import type { ReactNode } from 'react';

import type { DueDiligenceDetalle, PerfilDueDiligence } from '@atalaya/shared/contracts/due-diligence/solicitudes';

import { CausasSeccion } from './causas-seccion';
import { FinancieraSeccion } from './financiera-seccion';
import { IdentidadSeccion } from './identidad-seccion';
import { MediosSeccion } from './medios-seccion';
import { PepSeccion } from './pep-seccion';
import { RelacionSeccion } from './relacion-seccion';
import { SECCIONES_PERFIL, type SeccionPerfilId } from './secciones';
import { SociedadesSeccion } from './sociedades-seccion';

type Props = { detalle: DueDiligenceDetalle; perfil: PerfilDueDiligence };

const RENDER: Record<SeccionPerfilId, (p: Props) => ReactNode> = {
  identidad: ({ perfil }) => <IdentidadSeccion perfil={perfil} />,
  sociedades: ({ perfil }) => <SociedadesSeccion perfil={perfil} />,
  'situacion-financiera': ({ perfil }) => <FinancieraSeccion perfil={perfil} />,
  'pep-soe-listas': ({ detalle, perfil }) => <PepSeccion detalle={detalle} perfil={perfil} />,
  'relacion-cliente': ({ perfil }) => <RelacionSeccion perfil={perfil} />,
  causas: ({ detalle, perfil }) => <CausasSeccion perfil={perfil} archivos={detalle.archivos} />,
  'medios-redes': ({ perfil }) => <MediosSeccion perfil={perfil} />,
};

/** A natural person's profile shows sociedades only when the provider found some. */
export function tieneSociedades(perfil: PerfilDueDiligence): boolean {
  const s = perfil.sociedades;
  return perfil.tipo === 'juridica' || s.socios.length + s.representante_legal.length + s.beneficiarios.length > 0;
}

/** Every profile section of the report, in SECCIONES_PERFIL's order. */
export function PerfilSecciones(props: Props) {
  return (
    <>
      {SECCIONES_PERFIL.filter((s) => s.id !== 'sociedades' || tieneSociedades(props.perfil)).map((s) => (
        <div key={s.id}>{RENDER[s.id](props)}</div>
      ))}
    </>
  );
}
