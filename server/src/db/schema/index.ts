export * from './users';
export * from './auth';
export * from './ledger';
export * from './content';
export * from './money';
export * from './rewards';
export * from './admin';
export * from './venue-sim';
