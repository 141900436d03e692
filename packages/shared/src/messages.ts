/** Spanish user-facing messages (SPEC §8 and the API's error catalogue), written once. */
export const MENSAJES = {
  credencialesInvalidas: 'Credenciales inválidas',
  errorAutenticacion: 'Error de autenticación',
  errorComunicacion: 'Error de comunicación con el servidor',
  sesionRequerida: 'Debe iniciar sesión para continuar.',
  sesionExpirada: 'Su sesión expiró. Inicie sesión nuevamente.',
  sinPermiso: 'No tiene permisos para realizar esta acción.',
  moduloNoHabilitado: 'Módulo no habilitado para su organización o nivel de acceso.',
  origenNoPermitido:
    'Solicitud rechazada: proviene de otro sitio. Vuelva a abrir Atalaya desde su dirección habitual e intente nuevamente.',
  noEncontrado: 'El recurso solicitado no existe.',
  rutaNoEncontrada: 'La ruta solicitada no existe.',
  datosInvalidos: 'Los datos enviados no son válidos.',
  demasiadosIntentos: 'Demasiados intentos fallidos de inicio de sesión. Espere 15 minutos e intente nuevamente.',
  demasiadasSolicitudes: 'Demasiadas solicitudes. Intente nuevamente en unos momentos.',
  captchaInvalido: 'No se pudo verificar el captcha. Intente nuevamente.',
  archivoDemasiadoGrande: (mb: number) => `El archivo supera el tamaño máximo permitido (${mb} MB).`,
  tipoArchivoNoPermitido:
    'Tipo de archivo no permitido. Se aceptan PDF, imágenes PNG/JPG, Word, Excel, CSV, texto y correos (.msg/.eml).',
  archivoVacio: 'El archivo está vacío.',
  formularioDanado: 'El formulario enviado está incompleto o dañado.',
  /** A JSON or form body over the request size limit (`limite` already formatted, e.g. "1 MB"). */
  datosDemasiadoGrandes: (limite: string) => `Los datos enviados superan el tamaño máximo permitido (${limite}).`,
  archivoRequerido: 'Debe adjuntar un archivo.',
  errorSubirArchivo: 'Error al subir el archivo',
  errorInterno: 'Ocurrió un error inesperado. Intente nuevamente más tarde.',
  servicioNoDisponible: 'El servicio no está disponible en este momento. Intente nuevamente más tarde.',
  sinEspacio: 'No hay espacio disponible para guardar el archivo. Avise al administrador.',
  errorCargarDatos: 'Error al cargar los datos. Intente nuevamente más tarde.',
  rutInvalido: 'RUT inválido',
} as const;
