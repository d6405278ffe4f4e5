export * from './catalog';
export * from './customers';
export * from './modules';
export * from './promotions';
export * from './settings';
export * from './stores';
export * from './translations';
export * from './zones';
