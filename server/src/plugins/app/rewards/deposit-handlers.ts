import { onDepositConfirmed } from '#app/plugins/app/wallet/events';
import { payDepositBonuses } from './promotions';
import { promoteIfDue } from './vip';

/**
 * What a confirmed deposit does for rewards, inside the confirming transaction (the cashier calls
 * `depositConfirmed(tx, …)` after crediting the wallet and adding to paysum): the deposit bonus of passed promotion
 * applications, then the VIP promotion check. Registered on import (by the rewards plugin and the job modules).
 */
export function registerRewardHandlers(): void {
  onDepositConfirmed('promotion-bonus', async (tx, deposit) => {
    await payDepositBonuses(tx, deposit);
  });
  onDepositConfirmed('vip', async (tx, deposit) => {
    await promoteIfDue(tx, deposit.userId, deposit.confirmedAt);
  });
}

registerRewardHandlers();
