/** Who ran a lookup, or a dash once that user was deleted. */
export const nombreAutor = (autor: { nombre: string } | null) => autor?.nombre || '—';
