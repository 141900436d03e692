import { describe, expect, it } from 'vitest';
import { estadoReporte, nivelRiesgo, tamanoEmpresa } from './due-diligence';

describe('due-diligence display rules (SPEC §4)', () => {
  it('maps risk levels to label and percentage, and throws on anything else', () => {
    expect(nivelRiesgo('bajo')).toEqual({ etiqueta: 'Bajo', porcentaje: 20 });
    expect(nivelRiesgo('monitoreo')).toEqual({ etiqueta: 'Monitoreo', porcentaje: 50 });
    expect(nivelRiesgo('alto')).toEqual({ etiqueta: 'Alto', porcentaje: 80 });
    for (const otro of ['medio', 'Alto', '', 'critico'])
      expect(() => nivelRiesgo(otro)).toThrow('Unknown risk level received');
  });

  it('maps company size: PyME small, mediana medium, otherwise large', () => {
    expect(tamanoEmpresa('PyME')).toBe('small');
    expect(tamanoEmpresa('mediana')).toBe('medium');
    expect(tamanoEmpresa('grande')).toBe('large');
    expect(tamanoEmpresa('')).toBe('large');
  });

  it('reads pendiente and procesando as they are, anything else as completed', () => {
    expect(estadoReporte('pendiente')).toBe('pendiente');
    expect(estadoReporte('procesando')).toBe('procesando');
    for (const otro of ['en_revision', 'terminado', 'fallido']) expect(estadoReporte(otro)).toBe('completed');
  });
});
