export * from './modules';
export * from './settings';
export * from './translations';
export * from './zones';
