import { CircleCheck, CircleMinus } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_MODULES, type PlanModule } from '@atalaya/shared/roles';

import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { SessionUser } from '@/features/auth/session';

import { isPlatformAdmin } from './menu-access';

/** Names of the plan modules as the company sees them. */
const MODULE_LABELS: Record<PlanModule, string> = {
  mi_empresa: 'Mi Empresa',
  documentos: 'Documentos y flujo documental',
  canal_denuncias: 'Canal de Denuncias',
  due_diligence: 'Due Diligences',
  no_conformidades: 'No conformidades',
};

/** Readable names of the roles of SPEC §6. */
export const ROLE_LABELS: Record<string, string> = {
  admin_atalaya: 'Administrador de la plataforma',
  admin_empresa: 'Administrador de la empresa',
  admin_tekemi: 'Administrador Tekemi',
  admin_user_denuncias: 'Gestor del canal de denuncias',
  admin_user_due_diligence: 'Gestor de due diligence',
};

export function fullName(user: Pick<SessionUser, 'nombre' | 'apellido'>): string {
  return `${user.nombre} ${user.apellido}`.trim();
}

interface DialogProps {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Cuenta': who is signed in, in which company, with which roles. */
export function AccountDialog({ user, open, onOpenChange }: DialogProps) {
  const name = fullName(user);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Cuenta</DialogTitle>
          <DialogDescription>Sus datos de acceso a Atalaya.</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-3">
          <Avatar className="size-12">
            <AvatarFallback name={name} className="text-base" />
          </Avatar>
          <div className="min-w-0">
            <p className="truncate font-semibold">{name}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Empresa</dt>
            <dd className="font-medium">{user.empresa.nombre}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Roles</dt>
            <dd className="flex flex-wrap gap-1.5">
              {user.roles.length > 0 ? (
                user.roles.map((role) => (
                  <Badge key={role.nombre} variant="secondary" title={role.nombre}>
                    {ROLE_LABELS[role.nombre.toLowerCase()] ?? role.nombre}
                  </Badge>
                ))
              ) : (
                <span className="text-muted-foreground">Sin roles asignados</span>
              )}
            </dd>
          </div>
        </dl>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cerrar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * 'Mejorar plan' and 'Cobro': what the company's plan includes. Plans and billing are arranged
 * with the Atalaya team, so the way forward is a support ticket.
 */
export function PlanDialog({ user, open, onOpenChange }: DialogProps) {
  const platform = isPlatformAdmin(user);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Plan y cobro</DialogTitle>
          <DialogDescription>Módulos incluidos en el plan de {user.empresa.nombre}.</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 text-sm">
          {PLAN_MODULES.map((modulo) => {
            const included = user.empresa.modulos.includes(modulo);
            return (
              <li key={modulo} className="flex items-center gap-2.5">
                {included ? (
                  <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
                ) : (
                  <CircleMinus className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <span className={included ? undefined : 'text-muted-foreground'}>{MODULE_LABELS[modulo]}</span>
                <span className="sr-only">{included ? '(incluido)' : '(no incluido)'}</span>
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-muted-foreground">
          {platform
            ? 'Como administrador de la plataforma usted accede a todos los módulos.'
            : 'Para ampliar el plan o consultar por su facturación, escríbanos desde Soporte y el equipo de Atalaya le responderá.'}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cerrar
          </Button>
          {!platform && (
            <Button asChild>
              <Link to="/soporte/tickets?tipo=plan" onClick={() => onOpenChange(false)}>
                Contactar a soporte
              </Link>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
