/**
 * The few pieces of TanStack Query the public pages and the login page use (useQuery,
 * useMutation, useQueryClient), for the light public entry only: vite.config.ts builds
 * publico.html with `@tanstack/react-query` resolved to this file. One cache for the page,
 * no window-focus refetches; the options the pages pass (enabled, staleTime, retry) behave alike.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

type Key = readonly unknown[];

interface Entrada {
  data: unknown;
  error: Error | null;
  fetchedAt: number;
  promesa: Promise<void> | null;
  oyentes: Set<() => void>;
  version: number;
}

const cache = new Map<string, Entrada>();

function hash(key: Key): string {
  return JSON.stringify(key);
}

function entrada(key: Key): Entrada {
  const h = hash(key);
  let e = cache.get(h);
  if (!e) {
    e = { data: undefined, error: null, fetchedAt: 0, promesa: null, oyentes: new Set(), version: 0 };
    cache.set(h, e);
  }
  return e;
}

function avisar(e: Entrada) {
  e.version++;
  e.oyentes.forEach((f) => f());
}

type Retry = boolean | number | ((intentos: number, error: Error) => boolean) | undefined;

function reintentar(retry: Retry, intentos: number, error: Error): boolean {
  if (typeof retry === 'function') return retry(intentos, error);
  if (typeof retry === 'number') return intentos < retry;
  return retry === true ? true : false;
}

function cargar<T>(key: Key, queryFn: (ctx: { signal: AbortSignal; queryKey: Key }) => Promise<T>, retry: Retry) {
  const e = entrada(key);
  if (e.promesa) return e.promesa;
  const controller = new AbortController();
  e.promesa = (async () => {
    for (let intentos = 0; ; intentos++) {
      try {
        e.data = await queryFn({ signal: controller.signal, queryKey: key });
        e.error = null;
        e.fetchedAt = Date.now();
        break;
      } catch (error) {
        const err = error instanceof Error ? error : new Error(String(error));
        if (!reintentar(retry, intentos, err)) {
          e.error = err;
          break;
        }
        await new Promise((r) => setTimeout(r, Math.min(1000 * 2 ** intentos, 30_000)));
      }
    }
  })().finally(() => {
    e.promesa = null;
    avisar(e);
  });
  avisar(e);
  return e.promesa;
}

export interface UseQueryOptions<T> {
  queryKey: Key;
  queryFn: (ctx: { signal: AbortSignal; queryKey: Key }) => Promise<T>;
  enabled?: boolean;
  staleTime?: number;
  retry?: Retry;
  [otra: string]: unknown;
}

export function useQuery<T>(options: UseQueryOptions<T>) {
  const { queryKey, enabled = true, staleTime = 0 } = options;
  const e = entrada(queryKey);
  useSyncExternalStore(
    useCallback(
      (f: () => void) => {
        e.oyentes.add(f);
        return () => e.oyentes.delete(f);
      },
      [e],
    ),
    () => e.version,
  );
  const opciones = useRef(options);
  useLayoutEffect(() => {
    opciones.current = options;
  });
  const h = hash(queryKey);
  useEffect(() => {
    if (!enabled) return;
    const actual = entrada(opciones.current.queryKey);
    const vigente = actual.fetchedAt > 0 && Date.now() - actual.fetchedAt < staleTime;
    if (!vigente && !actual.promesa && (actual.fetchedAt === 0 || staleTime !== Infinity)) {
      void cargar(opciones.current.queryKey, opciones.current.queryFn, opciones.current.retry ?? 3);
    }
  }, [h, enabled, staleTime]);
  const refetch = useCallback(() => {
    const actual = entrada(opciones.current.queryKey);
    actual.error = null;
    return cargar(opciones.current.queryKey, opciones.current.queryFn, opciones.current.retry ?? 3);
  }, []);
  const data = e.data as T | undefined;
  const isError = e.error !== null && data === undefined;
  const isPending = data === undefined && !isError;
  return {
    data,
    error: e.error,
    isError,
    isPending,
    isLoading: isPending && e.promesa !== null,
    isFetching: e.promesa !== null,
    isSuccess: data !== undefined,
    status: isError ? ('error' as const) : isPending ? ('pending' as const) : ('success' as const),
    refetch,
  };
}

export interface UseMutationOptions<TData, TVars> {
  mutationFn: (vars: TVars) => Promise<TData>;
  onSuccess?: (data: TData, vars: TVars) => unknown;
  onError?: (error: Error, vars: TVars) => unknown;
  [otra: string]: unknown;
}

export function useMutation<TData, TVars = void>(options: UseMutationOptions<TData, TVars>) {
  const [estado, setEstado] = useState<{ isPending: boolean; error: Error | null; data: TData | undefined }>({
    isPending: false,
    error: null,
    data: undefined,
  });
  const opciones = useRef(options);
  useLayoutEffect(() => {
    opciones.current = options;
  });
  const mutateAsync = useCallback(async (vars: TVars) => {
    setEstado({ isPending: true, error: null, data: undefined });
    try {
      const data = await opciones.current.mutationFn(vars);
      await opciones.current.onSuccess?.(data, vars);
      setEstado({ isPending: false, error: null, data });
      return data;
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      opciones.current.onError?.(err, vars);
      setEstado({ isPending: false, error: err, data: undefined });
      throw err;
    }
  }, []);
  const mutate = useCallback((vars: TVars) => void mutateAsync(vars).catch(() => undefined), [mutateAsync]);
  const reset = useCallback(() => setEstado({ isPending: false, error: null, data: undefined }), []);
  return {
    ...estado,
    isError: estado.error !== null,
    isSuccess: estado.data !== undefined,
    mutate,
    mutateAsync,
    reset,
  };
}

type Filtro = { queryKey?: Key; predicate?: (q: { queryKey: Key }) => boolean };

function coincide(h: string, filtro: Filtro = {}): boolean {
  const queryKey = JSON.parse(h) as Key;
  if (filtro.predicate && !filtro.predicate({ queryKey })) return false;
  if (filtro.queryKey) return hash(queryKey.slice(0, filtro.queryKey.length)) === hash(filtro.queryKey);
  return true;
}

const cliente = {
  getQueryData: <T>(key: Key) => cache.get(hash(key))?.data as T | undefined,
  setQueryData: <T>(key: Key, data: T) => {
    const e = entrada(key);
    e.data = data;
    e.error = null;
    e.fetchedAt = Date.now();
    avisar(e);
    return data;
  },
  removeQueries: (filtro?: Filtro) => {
    for (const [h, e] of cache) {
      if (!coincide(h, filtro)) continue;
      e.data = undefined;
      e.error = null;
      e.fetchedAt = 0;
      avisar(e);
    }
  },
  resetQueries: async (filtro?: Filtro) => cliente.removeQueries(filtro),
  invalidateQueries: async (filtro?: Filtro) => {
    for (const [h, e] of cache) if (coincide(h, filtro)) e.fetchedAt = 1;
  },
};

export type QueryClient = typeof cliente;

export function useQueryClient(): QueryClient {
  return cliente;
}
