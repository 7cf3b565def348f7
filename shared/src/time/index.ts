export * from './shanghai';
export * from './date-filter';
export * from './payment-countdown';
export * from './red-packet-window';
