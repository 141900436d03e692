import { useState } from 'react';
import { UploadIcon } from 'lucide-react';

import { ImportDialog, type ImportDialogProps } from '@/components/list-page/import-dialog';
import { Button } from '@/components/ui/button';

/** 'Importar' for a list's `headerActions`: opens the CSV/XLSX ImportDialog (preview, then all or nothing). */
export function ImportarBoton(props: Omit<ImportDialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <UploadIcon aria-hidden="true" />
        Importar
      </Button>
      <ImportDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}
