import { describe, expect, it } from 'vitest';

import { cuerpoSubida } from './upload';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('cuerpoSubida', () => {
  it('sends the flow id first, then the summary, the principal file and the annexes', () => {
    const body = cuerpoSubida({
      flujoId: 12,
      principal: pdf('principal.pdf'),
      anexos: [pdf('a.pdf'), pdf('b.pdf')],
      cambios: '  Corrige la tabla 2. ',
      borrador: false,
    });
    expect([...body.keys()]).toEqual(['documentFlowId', 'cambios', 'primaryFile', 'files', 'files']);
    expect(body.get('documentFlowId')).toBe('12');
    expect(body.get('cambios')).toBe('Corrige la tabla 2.');
    expect((body.getAll('files') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('names the flow documentacionId for a draft and leaves out what is empty', () => {
    const body = cuerpoSubida({ flujoId: 3, principal: null, anexos: [], cambios: ' ', borrador: true });
    expect([...body.entries()]).toEqual([['documentacionId', '3']]);
  });
});
