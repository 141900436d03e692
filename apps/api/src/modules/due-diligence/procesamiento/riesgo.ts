import type { RazonRiesgo, ResultadoScreening } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { NivelRiesgoDueDiligence } from '@atalaya/shared/due-diligence';
import type { CausasJudiciales } from '../proveedores/proveedor';

/*
 * The risk level of a due diligence and its reasons (issue 7 §3), a pure function of what the job
 * gathered: any sanctions-list hit (the engine only returns hits at or above its threshold) →
 * alto; a PEP, penal cases or large unpaid documents → monitoreo; else bajo. Every reason says
 * which fact raised it, so the report can explain the level.
 */

/** Unpaid documents above this amount (CLP) call for monitoring. */
export const UMBRAL_DOCUMENTOS_IMPAGOS_CLP = 10_000_000;

export interface EntradaRiesgo {
  screening: Pick<ResultadoScreening, 'nombres'>;
  /** The subject is a PEP (natural person), with the office when known. */
  pep: { es_pep: boolean; cargo: string | null };
  /** Names of PEPs among partners, representatives and beneficiaries. */
  pepsRelacionados: string[];
  /** PEPs the client declared for a legal entity. */
  pepsDeclarados: number;
  causas: CausasJudiciales;
  documentosImpagos: { cantidad: number; monto: number };
  umbralDocumentosImpagos?: number;
}

export interface ResultadoRiesgo {
  nivel_riesgo: NivelRiesgoDueDiligence;
  razones_riesgo: RazonRiesgo[];
  is_pep: boolean;
  listas_internacionales: boolean;
}

const ROLES: Record<string, string> = {
  sujeto: 'El sujeto',
  socio: 'El socio',
  representante_legal: 'El representante legal',
  beneficiario: 'El beneficiario final',
  pep_declarado: 'El PEP declarado',
};

const decimal = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pesos = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });

const PESO: Record<RazonRiesgo['peso'], number> = { alto: 0, monitoreo: 1, informativo: 2 };

const rolDe = (rol: string) => ROLES[rol.split(',')[0]!.trim()] ?? 'La persona';

export function calcularRiesgo(e: EntradaRiesgo): ResultadoRiesgo {
  const razones: RazonRiesgo[] = [];

  // One reason per person and list that matched, with its best entry; the strongest matches first.
  // A person screened under several names (the one typed and the provider's) is one person: the
  // same role and RUT.
  const porPersonaYLista = new Map<
    string,
    { nombre: string; rol: string; hits: (typeof e.screening.nombres)[number]['hits'] }
  >();
  for (const n of e.screening.nombres) {
    for (const h of n.hits) {
      const clave = `${n.rol}|${n.rut || n.nombre}|${h.lista.codigo}`;
      const grupo = porPersonaYLista.get(clave);
      if (!grupo) porPersonaYLista.set(clave, { nombre: n.nombre, rol: n.rol, hits: [h] });
      else {
        if (h.score > Math.max(...grupo.hits.map((x) => x.score))) grupo.nombre = n.nombre;
        if (!grupo.hits.some((x) => x.id_en_lista === h.id_en_lista)) grupo.hits.push(h);
        else grupo.hits = grupo.hits.map((x) => (x.id_en_lista === h.id_en_lista && h.score > x.score ? h : x));
      }
    }
  }
  const coincidencias: { score: number; razon: RazonRiesgo }[] = [];
  for (const { nombre, rol, hits } of porPersonaYLista.values()) {
    const [mejor, ...otros] = [...hits].sort((a, b) => b.score - a.score);
    if (!mejor) continue;
    const mas = otros.length === 0 ? '' : ` (y ${otros.length} coincidencia${otros.length === 1 ? '' : 's'} más)`;
    coincidencias.push({
      score: mejor.score,
      razon: {
        codigo: 'lista_sanciones',
        peso: 'alto',
        texto:
          `${rolDe(rol)} «${nombre}» coincide con «${mejor.nombre_listado}» en ${mejor.lista.nombre} ` +
          `(versión ${mejor.lista.version}), entrada ${mejor.id_en_lista}, puntaje ${decimal.format(mejor.score)}${mas}.`,
      },
    });
  }
  razones.push(...coincidencias.sort((a, b) => b.score - a.score).map((c) => c.razon));

  if (e.pep.es_pep) {
    razones.push({
      codigo: 'pep',
      peso: 'monitoreo',
      texto: `Persona expuesta políticamente${e.pep.cargo ? ` (${e.pep.cargo})` : ''}.`,
    });
  }
  if (e.pepsRelacionados.length > 0) {
    razones.push({
      codigo: 'pep_relacionado',
      peso: 'monitoreo',
      texto: `Personas expuestas políticamente en la sociedad: ${e.pepsRelacionados.join(', ')}.`,
    });
  }
  if (e.pepsDeclarados > 0) {
    razones.push({
      codigo: 'pep_declarado',
      peso: 'monitoreo',
      texto: `El cliente declaró ${e.pepsDeclarados} persona${e.pepsDeclarados === 1 ? '' : 's'} expuesta${e.pepsDeclarados === 1 ? '' : 's'} políticamente relacionada${e.pepsDeclarados === 1 ? '' : 's'}.`,
    });
  }
  if (e.causas.penal > 0) {
    razones.push({
      codigo: 'causa_penal',
      peso: 'monitoreo',
      texto: `Registra ${e.causas.penal} causa${e.causas.penal === 1 ? '' : 's'} penal${e.causas.penal === 1 ? '' : 'es'}.`,
    });
  }

  const umbral = e.umbralDocumentosImpagos ?? UMBRAL_DOCUMENTOS_IMPAGOS_CLP;
  const { cantidad, monto } = e.documentosImpagos;
  if (cantidad > 0 || monto > 0) {
    const sobreUmbral = monto > umbral;
    razones.push({
      codigo: 'documentos_impagos',
      peso: sobreUmbral ? 'monitoreo' : 'informativo',
      texto:
        `Registra ${cantidad} documento${cantidad === 1 ? '' : 's'} impago${cantidad === 1 ? '' : 's'} por ${pesos.format(monto)}` +
        (sobreUmbral ? `, sobre el umbral de ${pesos.format(umbral)}.` : '.'),
    });
  }

  const otras = (['civil', 'laboral', 'cobranza'] as const).filter((k) => e.causas[k] > 0);
  if (otras.length > 0) {
    razones.push({
      codigo: 'otras_causas',
      peso: 'informativo',
      texto: `Causas ${otras.map((k) => `${k}: ${e.causas[k]}`).join(', ')}.`,
    });
  }

  const listas_internacionales = razones.some((r) => r.codigo === 'lista_sanciones');
  const nivel_riesgo: NivelRiesgoDueDiligence = listas_internacionales
    ? 'alto'
    : razones.some((r) => r.peso === 'monitoreo')
      ? 'monitoreo'
      : 'bajo';
  if (nivel_riesgo === 'bajo') {
    razones.unshift({
      codigo: 'sin_alertas',
      peso: 'informativo',
      texto: 'Sin coincidencias en listas de sanciones, sin vínculos PEP, sin causas penales ni deudas relevantes.',
    });
  }

  return {
    nivel_riesgo,
    // Most serious first; the contract allows 50 reasons.
    razones_riesgo: [...razones].sort((a, b) => PESO[a.peso] - PESO[b.peso]).slice(0, 50),
    is_pep: e.pep.es_pep || e.pepsRelacionados.length > 0 || e.pepsDeclarados > 0,
    listas_internacionales,
  };
}
