import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { RiesgoCard } from './riesgo-card';

describe('RiesgoCard', () => {
  it('shows SPEC §4 levels with their percentage and the reasons', () => {
    render(
      <RiesgoCard
        nivel="monitoreo"
        razones={[{ codigo: 'pep', texto: 'Una socia es PEP.', peso: 'monitoreo' }]}
        tamano="PyME"
      />,
    );
    expect(screen.getByText('Monitoreo', { selector: 'span.text-2xl' })).toBeTruthy();
    expect(screen.getByText('50 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Nivel de riesgo Monitoreo, 50 %' })).toBeTruthy();
    expect(screen.getByText('Una socia es PEP.')).toBeTruthy();
    expect(screen.getByText('PyME')).toBeTruthy();
  });

  it("shows 'Unknown risk level received' for any other level instead of breaking the page", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs the caught error
    render(<RiesgoCard nivel="critico" razones={[]} />);
    expect(screen.getByRole('alert').textContent).toBe('Unknown risk level received');
    expect(screen.getByText('Sin observaciones.')).toBeTruthy();
  });
});
