import { describe, expect, it } from 'vitest';

import { filtrarFaqs } from './faq-filtro';

const faqs = [
  { id: 1, pregunta: '¿Cómo cambio mi contraseña?', respuesta: 'Desde Cuenta, con su contraseña actual.' },
  { id: 2, pregunta: '¿Dónde veo la facturación?', respuesta: 'En Cobro verá su plan y los créditos.' },
  { id: 3, pregunta: 'Canal de denuncias', respuesta: 'Publique el enlace del canal a sus trabajadores.' },
];

describe('filtrarFaqs', () => {
  it('keeps every FAQ, in order, for an empty or blank search', () => {
    expect(filtrarFaqs(faqs, '').map((f) => f.id)).toEqual([1, 2, 3]);
    expect(filtrarFaqs(faqs, '   ').map((f) => f.id)).toEqual([1, 2, 3]);
  });

  it('ignores accents and case on both sides', () => {
    expect(filtrarFaqs(faqs, 'FACTURACION').map((f) => f.id)).toEqual([2]);
    expect(filtrarFaqs(faqs, 'contraseña').map((f) => f.id)).toEqual([1]);
    expect(filtrarFaqs(faqs, 'cómo').map((f) => f.id)).toEqual([1]);
  });

  it('searches the answer too', () => {
    expect(filtrarFaqs(faqs, 'créditos').map((f) => f.id)).toEqual([2]);
  });

  it('requires every word, in any order', () => {
    expect(filtrarFaqs(faqs, 'enlace canal').map((f) => f.id)).toEqual([3]);
    expect(filtrarFaqs(faqs, 'canal contraseña')).toEqual([]);
  });
});
