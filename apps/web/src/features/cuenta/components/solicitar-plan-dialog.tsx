import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';

import { type PlanComparado } from '@atalaya/shared/contracts/cuenta';
import { TextareaField } from '@/components/forms/fields';
import { applyServerErrors } from '@/components/forms/use-entity-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';

import { useSolicitarPlan } from '../api';

const schema = z.object({
  comentario: z.string().trim().max(2000, { error: 'Máximo 2000 caracteres.' }),
});
type Valores = z.input<typeof schema>;

/**
 * 'Solicitar este plan': an optional comment, then a support ticket for Atalaya; on success the
 * dialog says so and links to the ticket's conversation.
 */
export function SolicitarPlanDialog({ plan, onClose }: { plan: PlanComparado | null; onClose: () => void }) {
  const form = useForm<Valores>({ resolver: zodResolver(schema), defaultValues: { comentario: '' } });
  const solicitar = useSolicitarPlan();
  const ticketId = solicitar.data?.ticket_id;

  const cerrar = () => {
    form.reset({ comentario: '' });
    solicitar.reset();
    onClose();
  };
  const enviar = form.handleSubmit(({ comentario }) => {
    if (!plan) return;
    solicitar.mutate(
      { plan_id: plan.id, comentario },
      { onError: (error) => applyServerErrors(form, error, { fields: ['comentario'], conflictField: 'comentario' }) },
    );
  });

  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && cerrar()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Solicitar el plan {plan?.nombre}</DialogTitle>
          <DialogDescription>
            Se abrirá un ticket de soporte y el equipo de Atalaya coordinará el cambio con su empresa. El plan no cambia
            hasta que Atalaya lo confirme.
          </DialogDescription>
        </DialogHeader>
        {ticketId ? (
          <>
            <p role="status" className="flex items-start gap-2 text-sm">
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>Solicitud enviada como ticket #{ticketId}. Le avisaremos cuando Atalaya responda.</span>
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={cerrar}>
                Cerrar
              </Button>
              <Button asChild>
                <Link to={`/soporte/tickets?ticket=${ticketId}`}>Ver ticket #{ticketId}</Link>
              </Button>
            </DialogFooter>
          </>
        ) : (
          <Form {...form}>
            <form noValidate onSubmit={enviar} className="grid gap-4">
              <TextareaField control={form.control} name="comentario" label="Comentario (opcional)" rows={4} />
              {form.formState.errors.root && (
                <p role="alert" className="text-sm text-destructive">
                  {form.formState.errors.root.message}
                </p>
              )}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={cerrar}>
                  Cancelar
                </Button>
                <Button type="submit" disabled={solicitar.isPending}>
                  {solicitar.isPending ? 'Enviando...' : 'Enviar solicitud'}
                </Button>
              </DialogFooter>
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
