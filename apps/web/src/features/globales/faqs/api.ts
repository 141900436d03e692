import type { Faq, FaqInput } from '@atalaya/shared/contracts/globales/catalogo';
import { apiDelete, apiPost, apiPut } from '@/lib/api';

import { globalFetchPage } from '../comun/list';

export type { Faq, FaqInput };

export const faqsKeys = {
  all: ['faqs'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...faqsKeys.all, 'list'] as const,
};

/** GET /faqs/: one page of the FAQs, by orden. */
export const listFaqs = globalFetchPage<Faq>('/faqs/', ['publicada']);

export const createFaq = (body: FaqInput) => apiPost<Faq>('/faqs/', body);
export const updateFaq = (id: number, body: FaqInput) => apiPut<Faq>(`/faqs/${id}`, body);
export const deleteFaq = (id: number) => apiDelete<unknown>(`/faqs/${id}`);
