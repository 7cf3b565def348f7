// Every scheduled job of the server. A job module calls registerJob() when imported; list it here.
export * from './registry';
import './deposit-expiry';
