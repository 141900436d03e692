import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';

import { hasAnyRole, PLATFORM_ROLE } from '@atalaya/shared/roles';
import { ROLE_LABELS } from '@atalaya/shared/roles';
import { Button } from '@/components/ui/button';
import { useSessionUser } from '@/shell/session';

import { ImportarCatalogoDialog } from '../../../globales/comun/importar-dialog';
import { requisitosKeys } from '../api';

const PLATAFORMA = ROLE_LABELS[PLATFORM_ROLE]!;

/**
 * What an empty 'Mis Requisitos' says: the legal requirements come from Atalaya's global catalogue,
 * which only the platform administrator imports into a company. That administrator gets the
 * 'Importar catálogo' button here, with the company it acts on already chosen.
 */
export function RequisitosVacio() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [importar, setImportar] = useState({ open: false, seq: 0 });
  const puedeImportar = hasAnyRole(
    user.roles.map((r) => r.nombre),
    [PLATFORM_ROLE],
  );

  return (
    <div className="grid max-w-xl justify-items-center gap-2 text-sm text-muted-foreground">
      {puedeImportar ? (
        <>
          <p>
            Importe los requisitos legales del catálogo global (Ley 20.393, Ley Karin, datos personales, seguridad y
            salud en el trabajo) con el botón <strong className="text-foreground">Importar catálogo</strong>: elija las
            categorías y revise la vista previa antes de confirmar. También puede agregar requisitos propios.
          </p>
          <Button size="sm" onClick={() => setImportar((s) => ({ open: true, seq: s.seq + 1 }))}>
            <DownloadIcon aria-hidden="true" />
            Importar catálogo
          </Button>
          {/* Remounted on every opening (key), so it starts on the session's company with no preview. */}
          <ImportarCatalogoDialog
            key={importar.seq}
            tipo="requisitos"
            open={importar.open}
            onOpenChange={(open) => setImportar((s) => ({ ...s, open }))}
            empresaInicial={user.empresa}
            onDone={() => queryClient.invalidateQueries({ queryKey: requisitosKeys.lists() })}
          />
        </>
      ) : (
        <p>
          Los requisitos legales (Ley 20.393, Ley Karin, datos personales, seguridad y salud en el trabajo) se importan
          del catálogo global de Atalaya. Solo un {PLATAFORMA.toLowerCase()} (rol {PLATFORM_ROLE}) puede hacerlo, en
          Globales → Requisitos con el botón <strong className="text-foreground">Importar a empresa</strong>: pídaselo a
          su contacto de Atalaya. Mientras tanto, puede agregar requisitos propios.
        </p>
      )}
    </div>
  );
}
