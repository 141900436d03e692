import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CompanyLogo } from '@/components/layout/company-logo';
import { useSessionUser } from '@/features/auth/session';

/** Welcome page of the shell: who is signed in, for which company, with which roles. */
export function DashboardPage() {
  const user = useSessionUser();

  return (
    <div className="mx-auto w-full max-w-5xl py-4">
      <title>Dashboard · Atalaya</title>
      <div className="flex items-center gap-4">
        <CompanyLogo url={user.empresa.logo?.url} className="size-12 [&_svg]:size-6" />
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
    </div>
  );
}
