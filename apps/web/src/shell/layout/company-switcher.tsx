import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, ChevronsUpDown, LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';

import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem, useSidebar } from '@/components/ui/sidebar';
import { useSessionUser, useSwitchEmpresa } from '@/shell/session';
import { apiGet } from '@/lib/api';
import { formatRutDisplay } from '@/lib/format';

import { CompanyLabel, CompanyLogo } from './company-logo';
import { searchKeywords } from './menu-access';

interface EmpresaDisponible {
  id: number;
  nombre: string;
  rut: string;
}

export const empresasDisponiblesQueryKey = ['auth', 'empresas-disponibles'] as const;

/** Platform admins choose the company they act on; the API checks every request against it. */
export function CompanySwitcher() {
  const user = useSessionUser();
  const { isMobile } = useSidebar();
  const [open, setOpen] = useState(false);
  const switchEmpresa = useSwitchEmpresa();
  const empresas = useQuery({
    queryKey: empresasDisponiblesQueryKey,
    queryFn: ({ signal }) => apiGet<{ data: EmpresaDisponible[] }>('/auth/empresas-disponibles', { signal }),
    select: (response) => response.data,
    enabled: open,
    staleTime: 5 * 60 * 1000,
  });

  function choose(empresa: EmpresaDisponible) {
    if (empresa.id === user.empresa.id) {
      setOpen(false);
      return;
    }
    switchEmpresa.mutate(empresa.id, {
      onSuccess: (session) => {
        setOpen(false);
        toast.success(`Ahora trabaja en ${session.user.empresa.nombre}.`);
      },
      // A failure is toasted by the query client, like every failed mutation.
    });
  }

  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <SidebarMenuButton
              size="lg"
              tooltip={`Empresa: ${user.empresa.nombre}`}
              aria-label={`Empresa: ${user.empresa.nombre}. Cambiar de empresa`}
              className="data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground"
            >
              <CompanyLogo url={user.empresa.logo?.url} />
              <CompanyLabel nombre={user.empresa.nombre} />
              <ChevronsUpDown className="ml-auto" aria-hidden="true" />
            </SidebarMenuButton>
          </PopoverTrigger>
          <PopoverContent
            className="w-(--radix-popover-trigger-width) min-w-72 p-0"
            side={isMobile ? 'bottom' : 'right'}
            align="start"
            sideOffset={4}
          >
            <Command loop>
              <CommandInput placeholder="Buscar empresa por nombre o RUT..." aria-label="Buscar empresa" />
              <CommandList>
                {empresas.isPending ? (
                  <p
                    role="status"
                    className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground"
                  >
                    <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                    Cargando empresas...
                  </p>
                ) : empresas.isError ? (
                  <p role="alert" className="px-3 py-6 text-center text-sm text-destructive">
                    No se pudieron cargar las empresas. {empresas.error.message}
                  </p>
                ) : (
                  <>
                    <CommandEmpty>No hay empresas que coincidan.</CommandEmpty>
                    <CommandGroup heading="Actuar sobre la empresa">
                      {empresas.data.map((empresa) => (
                        <CommandItem
                          key={empresa.id}
                          value={`${empresa.nombre} ${empresa.rut}`}
                          keywords={[...searchKeywords(empresa.nombre), formatRutDisplay(empresa.rut)]}
                          disabled={switchEmpresa.isPending}
                          onSelect={() => choose(empresa)}
                        >
                          <span className="grid flex-1 leading-tight">
                            <span className="truncate">{empresa.nombre}</span>
                            <span className="text-xs text-muted-foreground tabular-nums">
                              {formatRutDisplay(empresa.rut)}
                            </span>
                          </span>
                          {switchEmpresa.isPending && switchEmpresa.variables === empresa.id ? (
                            <LoaderCircle className="animate-spin" aria-label="Cambiando de empresa" />
                          ) : (
                            empresa.id === user.empresa.id && <Check aria-label="Empresa actual" />
                          )}
                        </CommandItem>
                      ))}
                    </CommandGroup>
                  </>
                )}
              </CommandList>
            </Command>
          </PopoverContent>
        </Popover>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
