/**
 * What `react` resolves to in the light public entry's build (vite.config.ts): Preact's React
 * compatibility layer, plus what React 19 does and Preact does not — a `<title>` or `<meta>`
 * rendered anywhere in the tree belongs to the document's head (the public pages name themselves
 * with `<title>`, PublicLayout asks for no referrer and no indexing with `<meta>`). Installed
 * here, on the first import of `react`, before anything is rendered.
 */
import { options, type VNode } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

// @ts-expect-error -- compat's types are `export =`; only the bundler reads this module (the code sees @types/react).
export * from 'preact/compat';
export { default } from 'preact/compat';

type Hijos = string | number | null | undefined | boolean | Hijos[];

function texto(hijos: Hijos): string {
  if (Array.isArray(hijos)) return hijos.map(texto).join('');
  return typeof hijos === 'string' || typeof hijos === 'number' ? String(hijos) : '';
}

/** `<title>`: the document's title while mounted (back to the previous one afterwards). */
function TituloDocumento({ children }: { children?: Hijos }) {
  const titulo = texto(children);
  useLayoutEffect(() => {
    const anterior = document.title;
    document.title = titulo;
    return () => {
      document.title = anterior;
    };
  }, [titulo]);
  return null;
}

/** `<meta>`: the same element in the head while mounted. */
function MetaDocumento(props: Record<string, unknown>) {
  const atributos = Object.entries(props).filter(
    ([nombre, valor]) => nombre !== 'children' && (typeof valor === 'string' || typeof valor === 'number'),
  );
  const clave = JSON.stringify(atributos);
  useLayoutEffect(() => {
    const meta = document.createElement('meta');
    for (const [nombre, valor] of atributos) meta.setAttribute(nombre, String(valor));
    document.head.appendChild(meta);
    return () => meta.remove();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the attributes, by value
  }, [clave]);
  return null;
}

const anterior = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === 'title') (vnode as VNode<unknown>).type = TituloDocumento as never;
  else if (vnode.type === 'meta') (vnode as VNode<unknown>).type = MetaDocumento as never;
  anterior?.(vnode);
};
