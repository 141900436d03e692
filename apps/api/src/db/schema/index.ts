export * from './core';
export * from './archivos';
export * from './jobs';
export * from './reference';
export * from './notificaciones';
export * from './empresa';
export * from './riesgos';
export * from './catalogo';
