import type { DueDiligenceDetalle } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatRutDisplay } from '@/lib/format';

import { Dato, Datos, Texto } from '../readonly/seccion-card';

/** The identity fields the request was created with (SPEC §3 payload). */
export function DatosSolicitudCard({ detalle: d }: { detalle: DueDiligenceDetalle }) {
  const juridica = d.tipo_persona === 'juridica';
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Datos del sujeto</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Datos>
          <Dato label="RUT">{formatRutDisplay(d.rut)}</Dato>
          {juridica ? (
            <>
              <Dato label="Razón social">
                <Texto valor={d.razon_social} />
              </Dato>
              <Dato label="Nombre de fantasía">
                <Texto valor={d.nombre_fantasia} />
              </Dato>
              <Dato label="Representante">
                <Texto valor={d.representante} />
              </Dato>
            </>
          ) : (
            <>
              <Dato label="Nombre">
                <Texto valor={d.nombre_completo} />
              </Dato>
              <Dato label="Apellidos">
                <Texto valor={[d.apellido_paterno, d.apellido_materno].filter(Boolean).join(' ')} />
              </Dato>
            </>
          )}
          <Dato label="Dirección">
            <Texto valor={d.direccion} />
          </Dato>
          <Dato label="País">
            <Texto valor={d.pais} />
          </Dato>
          <Dato label="Sitio web">
            {d.sitio_web ? (
              <a
                href={d.sitio_web}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline-offset-4 hover:underline"
              >
                {d.sitio_web}
              </a>
            ) : (
              <Texto valor="" />
            )}
          </Dato>
          {juridica && (
            <Dato label="PEP declarados" ancho>
              {d.peps.length === 0 ? (
                <Texto valor="" />
              ) : (
                <span className="font-mono">{d.peps.map((p) => formatRutDisplay(p.rut)).join(', ')}</span>
              )}
            </Dato>
          )}
        </Datos>
      </CardContent>
    </Card>
  );
}
