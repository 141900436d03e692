import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ESTADOS_PUBLICADO, MENSAJE_FASE_INVALIDA, STATUS_DOCUMENTO, type Fase } from '@atalaya/shared/phases';

import { EstadoPublicadoBadge, EstadoVersionBadge, FaseBadge, StatusDocumentoBadge } from './estado-badges';

/** The label and colour variant a badge renders. */
function badge(element: React.ReactElement) {
  const { container, unmount } = render(element);
  const el = container.querySelector('[data-slot="badge"]')!;
  const result = { text: el.textContent, variant: el.getAttribute('data-variant') };
  unmount();
  return result;
}

describe('documento badges', () => {
  it('shows the published state: vigente green, por vencer amber, vencido red, obsoleto grey', () => {
    expect(ESTADOS_PUBLICADO.map((estado) => badge(<EstadoPublicadoBadge estado={estado} />))).toEqual([
      { text: 'Vigente', variant: 'success' },
      { text: 'Por vencer', variant: 'warning' },
      { text: 'Vencido', variant: 'destructive' },
      { text: 'Obsoleto', variant: 'secondary' },
    ]);
  });

  it('labels the document status of SPEC §4 (DRAFT, REVIEW, PUBLISHED, ARCHIVED)', () => {
    expect(STATUS_DOCUMENTO.map((status) => badge(<StatusDocumentoBadge status={status} />))).toEqual([
      { text: 'Borrador', variant: 'outline' },
      { text: 'En flujo', variant: 'default' },
      { text: 'Publicado', variant: 'success' },
      { text: 'Archivado', variant: 'secondary' },
    ]);
  });

  it('labels a version as Aprobada, Rechazada or Pendiente', () => {
    expect(badge(<EstadoVersionBadge estado="approved" />)).toEqual({ text: 'Aprobada', variant: 'success' });
    expect(badge(<EstadoVersionBadge estado="rejected" />)).toEqual({ text: 'Rechazada', variant: 'destructive' });
    expect(badge(<EstadoVersionBadge estado="pending" />)).toEqual({ text: 'Pendiente', variant: 'outline' });
  });

  it("shows a phase by its label and refuses an unknown one with 'Invalid phase!'", () => {
    render(<FaseBadge fase="en_aprobacion" />);
    expect(screen.getByText('En Aprobación')).toBeTruthy();
    // One colour per phase wherever it shows (documents and the document flow): waiting ones amber.
    expect(badge(<FaseBadge fase="en_aprobacion" />)).toEqual({ text: 'En Aprobación', variant: 'warning' });
    expect(badge(<FaseBadge fase="revision" />)).toEqual({ text: 'En Revisión', variant: 'warning' });
    expect(badge(<FaseBadge fase="obsoleto" />)).toEqual({ text: 'Obsoleto', variant: 'secondary' });

    // React reports the render error on the console before rethrowing it.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<FaseBadge fase={'archivado' as Fase} />)).toThrow(MENSAJE_FASE_INVALIDA);
    consoleError.mockRestore();
  });
});
