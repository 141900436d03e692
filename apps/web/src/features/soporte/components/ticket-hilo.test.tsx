import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import type { TicketDetalle } from '../api';
import { TicketHilo } from './ticket-hilo';

const ticket: TicketDetalle = {
  id: 7,
  empresa: { id: 2, nombre: 'Empresa Demo SpA' },
  asunto: 'No puedo exportar',
  descripcion: 'La descarga no empieza.',
  categoria: 'problema',
  prioridad: 'alta',
  estado: 'en_progreso',
  creado_por: { id: 10, nombre: 'Carolina Muñoz' },
  asignado_a: { id: 1, nombre: 'Ana Soporte' },
  total_mensajes: 2,
  cerrado_at: null,
  created_at: '2026-01-05T14:05:00.000Z',
  updated_at: '2026-01-05T15:00:00.000Z',
  archivos: [{ id: 3, nombre: 'captura.png', tamano: 2048, content_type: 'image/png', download_url: '/api/v1/x' }],
  mensajes: [
    {
      id: 1,
      autor: { id: 1, nombre: 'Ana Soporte' },
      de_soporte: true,
      texto: 'Revisar el límite del export.',
      interno: true,
      created_at: '2026-01-05T14:30:00.000Z',
      archivos: [],
    },
    {
      id: 2,
      autor: { id: 1, nombre: 'Ana Soporte' },
      de_soporte: true,
      texto: 'Ya está corregido.',
      interno: false,
      created_at: '2026-01-05T15:00:00.000Z',
      archivos: [],
    },
  ],
};

function renderHilo(admin: boolean, detalle: TicketDetalle = ticket) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TicketHilo ticket={detalle} admin={admin} />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('list', { name: 'Conversación del ticket' }));
}

describe('TicketHilo', () => {
  it('starts with the description and its attachment, then the messages in order', () => {
    const hilo = renderHilo(true);
    const entradas = hilo.getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(entradas.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'La descarga no empieza.',
      'Revisar el límite del export.',
      'Ya está corregido.',
    ]);
    expect(hilo.getByRole('button', { name: 'Descargar captura.png' })).toBeTruthy();
  });

  it('marks internal notes and names the platform colleague for admins', () => {
    const hilo = renderHilo(true);
    const nota = hilo.getByText('Revisar el límite del export.').closest('li')!;
    expect(within(nota).getByText('Nota interna')).toBeTruthy();
    expect(within(nota).getByText('Ana Soporte (Soporte)')).toBeTruthy();
  });

  it("shows the company 'Soporte Atalaya' as the author of the platform's replies", () => {
    const hilo = renderHilo(false, { ...ticket, mensajes: ticket.mensajes.filter((m) => !m.interno) });
    const respuesta = hilo.getByText('Ya está corregido.').closest('li')!;
    expect(within(respuesta).getByText('Soporte Atalaya')).toBeTruthy();
    expect(hilo.queryByText('Nota interna')).toBeNull();
    expect(hilo.queryByText(/Ana Soporte/)).toBeNull();
  });
});
