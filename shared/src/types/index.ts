export * from './api';
export * from './site';
export * from './account';
export * from './labels';
export * from './protection';
