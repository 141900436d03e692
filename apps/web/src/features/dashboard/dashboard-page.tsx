import { Building2, LoaderCircle, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { AtalayaLogo } from '@/components/brand/atalaya-logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useLogout, useSessionUser } from '@/features/auth/session';

export function DashboardPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useLogout();

  function handleLogout() {
    logout.mutate(undefined, {
      onSuccess: () => navigate('/login', { replace: true }),
      onError: () => toast.error('No se pudo cerrar la sesión. Intente nuevamente.'),
    });
  }

  return (
    <div className="min-h-svh bg-muted/40">
      <title>Dashboard · Atalaya</title>
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/dashboard" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            <AtalayaLogo className="text-lg" />
          </Link>
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <Button variant="outline" onClick={handleLogout} disabled={logout.isPending}>
              {logout.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <LogOut aria-hidden="true" />
              )}
              Cerrar sesión
            </Button>
          </div>
        </div>
      </header>

      <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <div className="flex items-center gap-4">
          <CompanyLogo name={user.empresa.nombre} url={user.empresa.logo?.url} />
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Empresa</p>
            <p className="truncate text-lg font-semibold">{user.empresa.nombre}</p>
          </div>
        </div>

        <h1 className="mt-8 text-3xl font-semibold tracking-tight">
          Bienvenido, {user.nombre} {user.apellido}
        </h1>
        <p className="mt-2 text-muted-foreground">{user.email}</p>

        <Card className="mt-8 max-w-xl">
          <CardHeader>
            <CardTitle>Sus roles</CardTitle>
            <CardDescription>Determinan los módulos a los que tiene acceso en esta empresa.</CardDescription>
          </CardHeader>
          <CardContent>
            {user.roles.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {user.roles.map((role) => (
                  <li
                    key={role.nombre}
                    className="rounded-md border bg-secondary px-2.5 py-1 font-mono text-xs text-secondary-foreground"
                  >
                    {role.nombre}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">Su usuario no tiene roles asignados.</p>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}

function CompanyLogo({ name, url }: { name: string; url: string | undefined }) {
  if (url) {
    return (
      <img src={url} alt={`Logo de ${name}`} className="size-12 rounded-lg border bg-background object-contain p-1" />
    );
  }
  return (
    <span className="flex size-12 items-center justify-center rounded-lg border bg-background text-muted-foreground">
      <Building2 className="size-6" aria-hidden="true" />
    </span>
  );
}
