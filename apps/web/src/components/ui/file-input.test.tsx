import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { FileInput, formatosLegibles } from '@/components/ui/file-input';

function fileOfSize(name: string, bytes: number, type = 'application/pdf') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

const MB = 1024 * 1024;

describe('FileInput', () => {
  it('is a real, labelled file input reachable with Tab', async () => {
    render(<FileInput accept=".pdf,image/*" maxSizeMb={10} />);
    await userEvent.tab();
    const input = screen.getByLabelText(/^Arrastre un archivo aquí o haga clic para seleccionarlo/);
    expect(document.activeElement).toBe(input);
    expect(input).toHaveProperty('type', 'file');
    expect(input.getAttribute('accept')).toBe('.pdf,image/*');
    const hint = screen.getByText('Formatos: PDF o imágenes · Tamaño máximo: 10 MB');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('names formats as people do, not as MIME types', () => {
    expect(formatosLegibles('image/png,image/jpeg,image/webp')).toBe('PNG, JPG o WebP');
    expect(formatosLegibles('image/png, image/jpeg, image/svg+xml')).toBe('PNG, JPG o SVG');
    expect(formatosLegibles('.pdf,application/pdf,.docx')).toBe('PDF o DOCX');
    expect(formatosLegibles('.xlsx')).toBe('XLSX');
  });

  it('shows the chosen file with its size in es-CL format and can remove it', async () => {
    const onChange = vi.fn();
    render(<FileInput onChange={onChange} />);
    const input = screen.getByLabelText(/Arrastre un archivo/);

    const file = fileOfSize('informe anual.pdf', 1.5 * MB);
    await userEvent.upload(input, file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByText('informe anual.pdf')).toBeTruthy();
    expect(screen.getByText('1,5 MB')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Quitar archivo' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('informe anual.pdf')).toBeNull();
  });

  it('refuses a file over maxSizeMb with the Spanish message', async () => {
    const onChange = vi.fn();
    render(<FileInput maxSizeMb={5} onChange={onChange} />);
    const input = screen.getByLabelText(/Arrastre un archivo/);

    await userEvent.upload(input, fileOfSize('grande.pdf', 5 * MB + 1));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('El archivo supera el tamaño máximo de 5 MB');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('grande.pdf')).toBeNull();

    await userEvent.upload(input, fileOfSize('justo.pdf', 5 * MB));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('justo.pdf')).toBeTruthy();
  });

  it('takes a dropped file and checks it against accept', () => {
    const onChange = vi.fn();
    render(<FileInput accept=".pdf" onChange={onChange} />);
    const zone = screen.getByText(/Arrastre un archivo/).closest('label');
    if (!zone) throw new Error('no drop zone');

    fireEvent.drop(zone, { dataTransfer: { files: [fileOfSize('foto.exe', 10, 'application/x-msdownload')] } });
    expect(screen.getByRole('alert').textContent).toBe('Tipo de archivo no permitido.');
    expect(onChange).not.toHaveBeenCalled();

    const pdf = fileOfSize('acta.PDF', 10);
    fireEvent.drop(zone, { dataTransfer: { files: [pdf] } });
    expect(onChange).toHaveBeenCalledWith(pdf);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders upload progress as an accessible progressbar', () => {
    function Uploading() {
      const [file] = useState(() => fileOfSize('acta.pdf', 2048));
      return <FileInput value={file} progress={42} />;
    }
    render(<Uploading />);
    const bar = screen.getByRole('progressbar', { name: 'Progreso de carga de acta.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('42 %');
    expect(screen.getByText('2 KB')).toBeTruthy();
  });
});
