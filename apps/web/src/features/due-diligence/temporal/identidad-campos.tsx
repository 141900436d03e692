import { SeccionCard } from '../readonly/seccion-card';
import { CampoArea, CampoCheck, CampoFecha, CampoFechaPartes, CampoRut, CampoTexto } from './campos';

/** Identity: names, RUT, dates and activity; a natural person's own data too. */
export function IdentidadCampos({ tipo }: { tipo: 'natural' | 'juridica' }) {
  const juridica = tipo === 'juridica';
  return (
    <SeccionCard id="identidad">
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoTexto name="perfil.nombre" label={juridica ? 'Nombre de fantasía' : 'Nombre'} />
        {juridica && <CampoTexto name="perfil.razon_social" label="Razón social" />}
        <CampoRut name="perfil.rut" label="RUT" />
      </div>
      {juridica && (
        <div className="flex flex-wrap gap-8">
          <CampoFechaPartes name="perfil.fecha_constitucion" legend="Fecha de constitución" />
          <CampoFechaPartes name="perfil.fecha_de_inicio_de_actividad" legend="Inicio de actividades" />
        </div>
      )}
      <CampoArea name="perfil.actividad_economica" label="Actividad económica" rows={2} />
      {!juridica && (
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 font-medium">Datos de la persona</legend>
          <CampoTexto name="perfil.persona.nombres" label="Nombres" />
          <CampoTexto name="perfil.persona.apellido_paterno" label="Apellido paterno" />
          <CampoTexto name="perfil.persona.apellido_materno" label="Apellido materno" />
          <CampoFecha name="perfil.persona.fecha_nacimiento" label="Fecha de nacimiento" />
          <CampoTexto name="perfil.persona.genero" label="Género" />
          <CampoTexto name="perfil.persona.nacionalidad" label="Nacionalidad" />
          <CampoTexto name="perfil.persona.estado_civil" label="Estado civil" />
          <CampoTexto name="perfil.persona.profesion" label="Profesión" />
          <CampoTexto name="perfil.persona.direccion" label="Dirección" />
          <CampoTexto name="perfil.persona.comuna" label="Comuna" />
          <CampoTexto name="perfil.persona.region" label="Región" />
          <CampoCheck name="perfil.persona.fallecido" label="Fallecido" className="self-end pb-2" />
        </fieldset>
      )}
    </SeccionCard>
  );
}
