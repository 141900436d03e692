import { SeccionCard } from '../readonly/seccion-card';
import { CampoArea, CampoTexto } from './campos';

export function RelacionCampos() {
  return (
    <SeccionCard id="relacion-cliente">
      <CampoTexto name="perfil.relacion_con_el_cliente.nombre_cliente_solicitante" label="Cliente solicitante" />
      <CampoArea name="perfil.relacion_con_el_cliente.data" label="Descripción de la relación" rows={4} />
    </SeccionCard>
  );
}
