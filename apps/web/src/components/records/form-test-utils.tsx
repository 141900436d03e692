import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

type Answer = { status: number; body: unknown };

/**
 * Stands in for the browser's fetch behind the real API client; records each request and its body.
 * Each lookup GET answers its rows as a page (`{ data, total }`), or a non-array body as is; `post`
 * (and `put`) answer `answer` when given, else a created `{ id: 99 }` (or the `put` row).
 */
export function fakeApi({
  lookups,
  post,
  put,
  answer,
}: {
  lookups: Record<string, unknown>;
  post: string;
  put?: { path: string; row: unknown };
  answer?: Answer;
}) {
  const requests: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
    requests.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    for (const [path, rows] of Object.entries(lookups)) {
      if (key === `GET ${path}`) return json(Array.isArray(rows) ? { data: rows, total: rows.length } : rows);
    }
    if (key === `POST ${post}`) return json(answer?.body ?? { id: 99 }, answer?.status ?? 201);
    if (put && key === `PUT ${put.path}`) return json(answer?.body ?? put.row, answer?.status ?? 200);
    throw new Error(`unexpected request ${key}`);
  });
  return {
    posts: () => requests.filter((r) => r.key === `POST ${post}`),
    puts: () => requests.filter((r) => put && r.key === `PUT ${put.path}`),
  };
}

/** Renders `element` under a fresh QueryClient (no retries) and sets up a user. */
export function renderWithQuery(element: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
  return { user: userEvent.setup() };
}
