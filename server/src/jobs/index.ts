// Every scheduled job of the server. A job module calls registerJob() when imported; list it here.
export * from './registry';
import './transfer-reconcile';
import './sport-settlement';
import './rebate';
import './vip';
import './deposit-expiry';
import './ledger-check';
