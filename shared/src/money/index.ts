export * from './decimal';
export * from './money';
export * from './vip-progress';
