import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';

function initialsFor(name: string | null) {
  const { container } = render(
    <Avatar>
      <AvatarFallback name={name} />
    </Avatar>,
  );
  return container.textContent;
}

describe('AvatarFallback', () => {
  it('draws the initials of the first and last words locally', () => {
    expect(initialsFor('María José Pérez')).toBe('MP');
    expect(initialsFor('  ñuño  ')).toBe('Ñ');
    expect(initialsFor('ana rojas')).toBe('AR');
  });

  it('shows a person icon without a name', () => {
    const { container } = render(
      <Avatar>
        <AvatarFallback name="" />
      </Avatar>,
    );
    expect(container.textContent).toBe('');
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('never asks an external service for the picture', () => {
    const { container } = render(
      <Avatar>
        <AvatarImage src="/api/v1/usuarios/7/foto" alt="" />
        <AvatarFallback name="Ana Rojas" />
      </Avatar>,
    );
    // jsdom never loads images, so the fallback stays; no <img> points anywhere else.
    expect(container.textContent).toBe('AR');
    expect(container.querySelector('img[src^="http"]')).toBeNull();
  });
});
