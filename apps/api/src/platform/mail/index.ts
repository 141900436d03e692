export { createMailer, errorDeEnvio, type Mailer, type Mensaje } from './mailer';
export { createEnviarCorreoHandler } from './enviar-correo.job';
