export * from './users';
export * from './auth';
export * from './ledger';
export * from './content';
