import { useState } from 'react';

import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps } from '@/components/list-page/types';

import { createDocumento, documentosKeys, updateDocumento, type Documento } from '../api';
import { DocumentoCampos } from './documento-campos';
import { documentoDefaults, documentoFormSchema, toDocumentoBody, type DocumentoFormOutput } from './documento-valores';

type DocumentoFormProps = CreateModalProps & { row?: Documento };

/**
 * Registers a document (without `row`) or edits its data: code, validity, links to the company's
 * process, requirements and risks, and the people of its approval flow.
 */
export function DocumentoForm({ open, onOpenChange, onSuccess, row }: DocumentoFormProps) {
  const [defaultValues] = useState(() => documentoDefaults(row));
  const { form, save } = useEntityForm({
    schema: documentoFormSchema,
    defaultValues,
    save: (values: DocumentoFormOutput) => {
      const body = toDocumentoBody(values);
      return row ? updateDocumento(row.id, body) : createDocumento(body);
    },
    conflictField: 'codigo',
    invalidate: [documentosKeys.all],
    onSuccess,
  });

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar documento' : 'Agregar documento'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <DocumentoCampos form={form} variante="registro" row={row} />
    </EntityFormDialog>
  );
}
