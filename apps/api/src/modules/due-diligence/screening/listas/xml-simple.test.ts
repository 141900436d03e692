import { describe, expect, it } from 'vitest';
import { decodificarEntidades, ErrorXml, hijo, hijos, parsearXml, textoDe } from './xml-simple';

describe('parsearXml', () => {
  it('reads the declaration, attributes (both quotes, namespaced), nested elements and self-closing ones', () => {
    const raiz = parsearXml(
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- lista -->\n<LISTA xmlns:xsi="http://x" dateGenerated="2026-02-27T00:00:09.554Z" b='uno "dos"'>\n` +
        `  <A><B>hola</B><B/><C x="1"/></A>\n</LISTA>`,
    );
    expect(raiz.nombre).toBe('LISTA');
    expect(raiz.atributos).toEqual({
      'xmlns:xsi': 'http://x',
      dateGenerated: '2026-02-27T00:00:09.554Z',
      b: 'uno "dos"',
    });
    const a = hijo(raiz, 'A');
    expect(hijos(a, 'B').map((b) => b.texto)).toEqual(['hola', '']);
    expect(hijo(a, 'C')?.atributos.x).toBe('1');
    expect(textoDe(raiz, 'NO_EXISTE')).toBe('');
  });

  it('decodes predefined entities and numeric references in text and attributes', () => {
    const raiz = parsearXml('<R a="&lt;&quot;&apos;&gt;">CHANG AN SHIPPING &amp; TECHNOLOGY &#233;&#xF1;</R>');
    expect(raiz.texto).toBe('CHANG AN SHIPPING & TECHNOLOGY éñ');
    expect(raiz.atributos.a).toBe('<"\'>');
  });

  it('keeps CDATA verbatim (markup and entities unparsed) and joins it with surrounding text', () => {
    const raiz = parsearXml('<R>antes <![CDATA[<b>R&D</b> &amp;]]> después</R>');
    expect(raiz.texto).toBe('antes <b>R&D</b> &amp; después');
  });

  it('keeps non-ASCII text (original-script names) as is', () => {
    expect(parsearXml('<N>صدام حسين التكريتي</N>').texto).toBe('صدام حسين التكريتي');
  });

  it('refuses unknown entities and DOCTYPE internal subsets (no entity expansion)', () => {
    expect(() => parsearXml('<R>&nbsp;</R>')).toThrow(ErrorXml);
    expect(() => parsearXml('<!DOCTYPE r [<!ENTITY a "aaaa">]><r>&a;</r>')).toThrow('DOCTYPE');
    expect(() => parsearXml('<R>a & b</R>')).toThrow(ErrorXml);
    expect(() => decodificarEntidades('&#0;')).toThrow(ErrorXml);
  });

  it('rejects malformed documents: mismatched or unclosed tags, two roots, no root', () => {
    expect(() => parsearXml('<A><B></A></B>')).toThrow('no corresponde');
    expect(() => parsearXml('<A><B></B>')).toThrow("'A' sin cerrar");
    expect(() => parsearXml('<A/><B/>')).toThrow('Más de un elemento raíz');
    expect(() => parsearXml('  ')).toThrow('sin elemento raíz');
    expect(() => parsearXml('<A x="1" x="2"/>')).toThrow('Atributo repetido');
    expect(() => parsearXml('<A><![CDATA[abierto</A>')).toThrow('CDATA sin cerrar');
  });

  it('bounds nesting depth', () => {
    const profundo = '<a>'.repeat(300) + '</a>'.repeat(300);
    expect(() => parsearXml(profundo)).toThrow('demasiado profundo');
  });

  it('accepts a DOCTYPE without internal subset and a BOM', () => {
    expect(parsearXml('\ufeff<!DOCTYPE r><r>x</r>').texto).toBe('x');
  });
});
