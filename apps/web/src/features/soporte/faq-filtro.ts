import { searchKeywords } from '@/shell/layout/menu-access';

interface FaqTexto {
  pregunta: string;
  respuesta: string;
}

/**
 * The FAQs whose question or answer contain every word typed, ignoring case and accents
 * ('facturacion' finds 'Facturación'). An empty search keeps them all, in their order.
 */
export function filtrarFaqs<T extends FaqTexto>(faqs: readonly T[], busqueda: string): T[] {
  const palabras = searchKeywords(busqueda.trim())[0]?.split(/\s+/).filter(Boolean) ?? [];
  if (palabras.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const [texto] = searchKeywords(`${faq.pregunta} ${faq.respuesta}`);
    return palabras.every((palabra) => texto!.includes(palabra));
  });
}
