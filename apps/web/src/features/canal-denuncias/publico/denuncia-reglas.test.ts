import { describe, expect, it } from 'vitest';

import { fuerzaPassword, MENSAJE_REQUIERE_IDENTIFICACION } from '@atalaya/shared/contracts/canal-denuncias/publico';

import {
  construirFormData,
  camposParaEnviar,
  describirLimites,
  erroresDelServidor,
  errorEvidencias,
  motivoIdentificacionObligatoria,
  primerCampoConError,
  rutAlSalir,
  validarDenuncia,
  valoresIniciales,
  type DenunciaValores,
} from './denuncia-reglas';
import { canalDePrueba, TOKEN } from './test-canal';

const canal = canalDePrueba();
const archivo = (nombre: string, bytes = 10) => new File(['x'.repeat(bytes)], nombre);

function valores(cambios: Partial<DenunciaValores> = {}): DenunciaValores {
  return {
    ...valoresIniciales(canal),
    categoria_id: '2',
    relato: 'El jefe de bodega pidió pagos por adjudicar compras.',
    pass_denuncia: 'clave segura 2026',
    pass_denuncia_confirmacion: 'clave segura 2026',
    ...cambios,
  };
}

describe('required fields', () => {
  it('names every missing field with the contract messages, the category first', () => {
    const errores = validarDenuncia(TOKEN, canal, valoresIniciales(canal), []);
    expect(errores).toMatchObject({
      categoria_id: 'Seleccione una categoría.',
      relato: 'Describa lo ocurrido con al menos 20 caracteres.',
      pass_denuncia: 'La contraseña debe tener al menos 10 caracteres, con letras y números.',
    });
    expect(primerCampoConError(errores)).toBe('categoria_id');
  });

  it('accepts a complete anonymous report', () => {
    expect(validarDenuncia(TOKEN, canal, valores(), [archivo('foto.jpg')])).toEqual({});
  });

  it('asks for the same password twice', () => {
    const errores = validarDenuncia(TOKEN, canal, valores({ pass_denuncia_confirmacion: 'otra clave 2026' }), []);
    expect(errores).toEqual({ pass_denuncia_confirmacion: 'Las contraseñas no coinciden.' });
  });
});

describe('identification', () => {
  it('is forced by a Ley Karin category, with the explanation', () => {
    const karin = canal.categorias[0];
    expect(motivoIdentificacionObligatoria(canal, karin)).toBe(MENSAJE_REQUIERE_IDENTIFICACION);
    const errores = validarDenuncia(TOKEN, canal, valores({ categoria_id: '1', identificacion: 'anonima' }), []);
    expect(errores.identificacion).toBe(MENSAJE_REQUIERE_IDENTIFICACION);
  });

  it('is forced when the channel does not accept anonymous reports', () => {
    const cerrado = canalDePrueba({ permite_anonimo: false });
    expect(valoresIniciales(cerrado).identificacion).toBe('identificada');
    expect(motivoIdentificacionObligatoria(cerrado, cerrado.categorias[1])).toMatch(/no recibe denuncias anónimas/);
    expect(motivoIdentificacionObligatoria(canal, canal.categorias[1])).toBeNull();
  });

  it('needs a name and a contact, and a valid RUT when one is given', () => {
    const sinDatos = validarDenuncia(TOKEN, canal, valores({ identificacion: 'identificada' }), []);
    expect(sinDatos).toMatchObject({
      nombre: 'Indique su nombre.',
      email: 'Indique un correo o un teléfono de contacto.',
    });

    const rutMalo = valores({
      identificacion: 'identificada',
      nombre: 'Ana Rojas',
      email: 'ana@correo.cl',
      rut: '12.345.678-9',
    });
    expect(validarDenuncia(TOKEN, canal, rutMalo, [])).toEqual({ rut: 'RUT inválido' });
    expect(validarDenuncia(TOKEN, canal, { ...rutMalo, rut: '12.345.678-5' }, [])).toEqual({});
  });

  it('formats the RUT with dots and hyphen when leaving the field', () => {
    expect(rutAlSalir('123456785')).toBe('12.345.678-5');
    expect(rutAlSalir('7654321-k')).toBe('7.654.321-K');
    expect(rutAlSalir('')).toBe('');
  });

  it('sends no identity fields for an anonymous report', () => {
    const campos = camposParaEnviar(TOKEN, valores({ nombre: 'Ana', email: 'ana@correo.cl' }));
    expect(campos.anonima).toBe('true');
    expect(campos).not.toHaveProperty('nombre');
    expect(campos).not.toHaveProperty('email');
  });
});

describe('password strength', () => {
  it('rises with length and variety, and stays low below the minimum rule', () => {
    expect(fuerzaPassword('abc').etiqueta).toBe('Muy débil');
    expect(fuerzaPassword('solamenteletras').puntaje).toBe(1);
    expect(fuerzaPassword('clave2026xy').puntaje).toBeGreaterThanOrEqual(2);
    expect(fuerzaPassword('Una-Clave-Muy-Larga-2026').etiqueta).toBe('Muy buena');
  });
});

describe('evidence', () => {
  it('refuses too many, too large, empty or other kinds of files', () => {
    const limites = canal.limites;
    expect(errorEvidencias([archivo('a.pdf'), archivo('b.pdf')], limites)).toBeNull();
    expect(
      errorEvidencias(
        [1, 2, 3, 4].map((n) => archivo(`${n}.pdf`)),
        limites,
      ),
    ).toBe('Puede adjuntar como máximo 3 archivos.');
    expect(errorEvidencias([archivo('virus.exe')], limites)).toBe('«virus.exe» no tiene un formato permitido.');
    expect(errorEvidencias([archivo('grande.pdf', 2 * 1024 * 1024)], limites)).toBe(
      '«grande.pdf» supera el tamaño máximo de 1 MB.',
    );
    expect(errorEvidencias([archivo('vacio.pdf', 0)], limites)).toBe('«vacio.pdf» está vacío.');
    expect(describirLimites(limites)).toBe('Hasta 3 archivos de 1 MB como máximo cada uno. Formatos: PDF, JPG, PNG.');
  });

  it('puts every text field before the files in the multipart body', () => {
    const form = construirFormData(camposParaEnviar(TOKEN, valores({ excluir_ids: [5, 7] })), [
      archivo('a.pdf'),
      archivo('b.png'),
    ]);
    const claves = [...form.keys()];
    const primeraEvidencia = claves.indexOf('evidencias');
    expect(claves.slice(primeraEvidencia)).toEqual(['evidencias', 'evidencias']);
    expect(claves.slice(0, primeraEvidencia)).toContain('token');
    expect(form.getAll('excluir_ids')).toEqual(['5', '7']);
  });
});

describe('server errors', () => {
  it('maps field errors onto the form, anonima onto the identity choice', () => {
    expect(erroresDelServidor({ anonima: 'No', relato: 'Corto', otro: 'x' })).toEqual({
      identificacion: 'No',
      relato: 'Corto',
    });
  });
});
