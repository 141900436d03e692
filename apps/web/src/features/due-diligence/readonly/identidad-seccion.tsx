import type { PerfilDueDiligence } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { formatRutDisplay } from '@/lib/format';

import { formatFechaParcial } from '../fechas';
import { Dato, Datos, SeccionCard, siNo, Texto } from './seccion-card';
import { fechaDePartes } from './secciones';

/** Identity: name, RUT, dates, activity and, for a natural person, the person's data. */
export function IdentidadSeccion({ perfil }: { perfil: PerfilDueDiligence }) {
  const p = perfil.persona;
  const juridica = perfil.tipo === 'juridica';
  return (
    <SeccionCard id="identidad">
      <Datos>
        <Dato label={juridica ? 'Nombre de fantasía' : 'Nombre'}>
          <Texto valor={perfil.nombre} />
        </Dato>
        {juridica && (
          <Dato label="Razón social">
            <Texto valor={perfil.razon_social} />
          </Dato>
        )}
        <Dato label="RUT">{perfil.rut ? formatRutDisplay(perfil.rut) : '—'}</Dato>
        {juridica && (
          <>
            <Dato label="Fecha de constitución">{fechaDePartes(perfil.fecha_constitucion)}</Dato>
            <Dato label="Inicio de actividades">{fechaDePartes(perfil.fecha_de_inicio_de_actividad)}</Dato>
          </>
        )}
        <Dato label="Actividad económica">
          <Texto valor={perfil.actividad_economica} />
        </Dato>
      </Datos>
      {p && (
        <Datos>
          <Dato label="Nombres">
            <Texto valor={p.nombres} />
          </Dato>
          <Dato label="Apellidos">
            <Texto valor={[p.apellido_paterno, p.apellido_materno].filter(Boolean).join(' ')} />
          </Dato>
          <Dato label="Fecha de nacimiento">{p.fecha_nacimiento ? formatFechaParcial(p.fecha_nacimiento) : '—'}</Dato>
          <Dato label="Género">
            <Texto valor={p.genero} />
          </Dato>
          <Dato label="Nacionalidad">
            <Texto valor={p.nacionalidad} />
          </Dato>
          <Dato label="Estado civil">
            <Texto valor={p.estado_civil} />
          </Dato>
          <Dato label="Profesión">
            <Texto valor={p.profesion} />
          </Dato>
          <Dato label="Dirección">
            <Texto valor={[p.direccion, p.comuna, p.region].filter(Boolean).join(', ')} />
          </Dato>
          <Dato label="Fallecido">{siNo(p.fallecido)}</Dato>
        </Datos>
      )}
    </SeccionCard>
  );
}
