export * from './roles';
export * from './rut';
export * from './messages';
export * from './menu';
