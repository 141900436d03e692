/** Sticky table of contents of a long report or form: links to the sections' anchors. */
export function NavegacionSecciones({ secciones }: { secciones: ReadonlyArray<{ id: string; titulo: string }> }) {
  return (
    <nav aria-label="Secciones" className="lg:sticky lg:top-20">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {secciones.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className="block rounded-md px-2 py-1 text-sm text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              {s.titulo}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
