import { describe, expect, it } from 'vitest';
import { claveFonetica, clavesBorrado } from './claves';
import { normalizarFecha, normalizarIdentificador, normalizarNombre, normalizarPais, plegarTexto } from './normalizar';

describe('plegarTexto', () => {
  it('folds accents, ñ, case and punctuation', () => {
    expect(plegarTexto('José Ñuñoa-PÉREZ, Jr.')).toBe('jose nunoa perez jr');
    expect(plegarTexto('  Ü ç ß Æ ø ł  ')).toBe('u c ss ae o l');
    expect(plegarTexto("KIM TONG MY’ONG / RA KY'ONG-SU")).toBe('kim tong myong ra kyong su');
  });

  it('transliterates Cyrillic', () => {
    expect(plegarTexto('Владимир Кузнецов')).toBe('vladimir kuznetsov');
    expect(plegarTexto('Щукин Юрий')).toBe('shchukin yurii');
  });
});

describe('normalizarNombre', () => {
  it("undoes 'APELLIDO, Nombre' but not a legal form or suffix after the comma", () => {
    const n = normalizarNombre('PÉREZ GONZÁLEZ, Juan Carlos');
    expect(n.tokens).toEqual(['juan', 'carlos', 'perez', 'gonzalez']);
    expect(n.invertido).toBe(true);
    const e = normalizarNombre('ANGLO-CARIBBEAN CO., LTD.');
    expect(e.invertido).toBe(false);
    expect(e.tokens).toEqual(['anglo', 'caribbean']);
    expect(e.formaJuridica).toBe('Co. Ltd.');
    expect(normalizarNombre('RUBEN PESTANO LAVILLA, JR').invertido).toBe(false);
  });

  it('removes and remembers legal forms at the end, only for non-persons', () => {
    expect(normalizarNombre('Inversiones Los Andes SpA')).toMatchObject({
      tokens: ['inversiones', 'andes'],
      formaJuridica: 'SpA',
      particulas: ['los'],
    });
    expect(normalizarNombre('Constructora del Pacífico S.A.').formaJuridica).toBe('S.A.');
    expect(normalizarNombre('Comercial Sur Ltda.').formaJuridica).toBe('Ltda.');
    expect(normalizarNombre('Transportes Huechuraba E.I.R.L.').formaJuridica).toBe('EIRL');
    expect(normalizarNombre('Agrícola San Pedro Sociedad Anónima').tokens).toEqual(['agricola', 'san', 'pedro']);
    expect(normalizarNombre('Minera Norte S.A. de C.V.').formaJuridica).toBe('S.A. de C.V.');
    // A person may be called 'Sa'; a name that is only a legal form keeps it.
    expect(normalizarNombre('Kim Sa', 'persona').tokens).toEqual(['kim', 'sa']);
    expect(normalizarNombre('S.A.').tokens).toEqual(['s', 'a']);
  });

  it('drops titles and sets particles aside', () => {
    const n = normalizarNombre('Doña María de la Luz Contreras y Pino');
    expect(n.titulos).toEqual(['dona']);
    expect(n.tokens).toEqual(['maria', 'luz', 'contreras', 'pino']);
    expect(n.particulas).toEqual(['de', 'la', 'y']);
    expect(normalizarNombre('Sheikh Abdul Rahman Al-Hashimi').tokens).toEqual(['abdul', 'rahman', 'hashimi']);
    expect(normalizarNombre('Sr. Dr. Juan Soto').tokens).toEqual(['juan', 'soto']);
    // An ambiguous title that is also a given name stays when little else is left.
    expect(normalizarNombre('Hafiz Saeed').tokens).toEqual(['hafiz', 'saeed']);
    expect(normalizarNombre('Don').tokens).toEqual(['don']);
  });
});

describe('identifiers, countries, dates', () => {
  it('normalises RUT and passport numbers', () => {
    expect(normalizarIdentificador('12.345.678-k')).toBe('12345678K');
    expect(normalizarIdentificador('012.345.678-5')).toBe('123456785');
    expect(normalizarIdentificador('AB 123-456')).toBe('AB123456');
  });

  it('maps country names and codes to ISO alpha-2', () => {
    expect(normalizarPais('af')).toBe('AF');
    expect(normalizarPais('Afghanistan')).toBe('AF');
    expect(normalizarPais('Democratic Republic of the Congo')).toBe('CD');
    expect(normalizarPais('Iran (Islamic Republic of)')).toBe('IR');
    expect(normalizarPais("Democratic People's Republic of Korea")).toBe('KP');
    expect(normalizarPais('Chile')).toBe('CL');
    expect(normalizarPais('Estados Unidos')).toBe('US');
    expect(normalizarPais('Perú')).toBe('PE');
    expect(normalizarPais('Atlantis')).toBeUndefined();
  });

  it('reads ISO and Chilean dates', () => {
    expect(normalizarFecha('1965')).toEqual({ anio: 1965 });
    expect(normalizarFecha('1960-06-29')).toEqual({ anio: 1960, mes: 6, dia: 29 });
    expect(normalizarFecha('29-06-1960')).toEqual({ anio: 1960, mes: 6, dia: 29 });
    expect(normalizarFecha('ayer')).toBeUndefined();
  });
});

describe('claves', () => {
  it('gives transliteration and Spanish spelling variants the same phonetic key', () => {
    const iguales = [
      ['mohammed', 'muhamad', 'mohamed', 'muhammad'],
      ['yusuf', 'jusuf', 'iusuf'],
      ['vasquez', 'basques', 'vazquez'],
      ['gonzalez', 'gonzales', 'gonsales'],
      ['shamil', 'chamil'],
      ['khalil', 'kalil'],
      ['cecilia', 'sesilia'],
      ['philippe', 'filipe'],
    ];
    for (const grupo of iguales) {
      expect(new Set(grupo.map(claveFonetica)).size, grupo.join('/')).toBe(1);
    }
    expect(claveFonetica('perez')).not.toBe(claveFonetica('lopez'));
  });

  it('lists one-letter deletions, none for short words', () => {
    expect(clavesBorrado('faiz')).toEqual(expect.arrayContaining(['aiz', 'fiz', 'faz', 'fai']));
    expect(clavesBorrado('afiz')).toContain('fiz');
    expect(clavesBorrado('ali')).toEqual([]);
  });
});
