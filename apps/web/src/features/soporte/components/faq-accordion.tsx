import { ChevronDownIcon } from 'lucide-react';
import { Accordion } from 'radix-ui';

import type { Faq } from '../api';

/** Questions as accordion triggers (buttons with aria-expanded, arrow-key navigation), answers below. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Accordion.Root type="multiple" className="divide-y rounded-lg border">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={String(faq.id)}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50">
                {faq.pregunta}
                <ChevronDownIcon
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-4 text-sm whitespace-pre-line text-muted-foreground">
            {faq.respuesta}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
