/* Spanish bodies of the invitation mails (issue 24 F7), plain text like the other mails. */

const fechaChile = (fecha: Date) =>
  fecha.toLocaleString('es-CL', { timeZone: 'America/Santiago', dateStyle: 'long', timeStyle: 'short' });

/** The invitation: the one-time link to set a password. */
export const correoInvitacion = (nombre: string, empresa: string, enlace: string, expira: Date) =>
  [
    `Hola ${nombre}:`,
    '',
    `${empresa} le invitó a usar Atalaya con esta dirección de correo.`,
    '',
    'Para activar su cuenta, abra este enlace y cree su contraseña:',
    enlace,
    '',
    `El enlace sirve una sola vez y vence el ${fechaChile(expira)} (hora de Chile). Si vence, pida al administrador de su empresa que le reenvíe la invitación.`,
    '',
    'Si no esperaba esta invitación, ignore este correo: la cuenta no se activará.',
  ].join('\n');

/**
 * Someone invited an address that already has an Atalaya account in another company. No link:
 * nothing here may join or move that account.
 */
export const correoIntentoInvitacion = (empresa: string) =>
  [
    'Hola:',
    '',
    `Un administrador de ${empresa} intentó invitar a esta dirección de correo a Atalaya. Esta dirección ya tiene una cuenta de Atalaya, así que no se creó ningún acceso nuevo y su cuenta no cambió.`,
    '',
    'No necesita hacer nada. Si necesita acceso a esa empresa con otra dirección, pídaselo a su administrador. Si no reconoce esta invitación, puede ignorar este correo.',
  ].join('\n');
