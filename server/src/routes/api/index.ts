import type { RoutesPlugin } from '#app/routes/schemas';
import authRoutes from './auth/index';
import captchaRoutes from './captcha/index';
import promotionRoutes from './promotions/index';
import rewardRoutes from './rewards/index';
import cashierRoutes from './cashier/index';
import siteRoutes from './site/index';
import userRoutes from './user/index';
import walletRoutes from './wallet/index';
import accountRoutes from './account/index';
import gameRoutes from './games/index';
import supportRoutes from './support/index';
import protectionRoutes from './protection/index';

/** Everything under /api (the folder is the URL prefix). */
const apiRoutes: RoutesPlugin = async (app) => {
  await app.register(captchaRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(siteRoutes);
  await app.register(walletRoutes);
  await app.register(rewardRoutes);
  await app.register(promotionRoutes);
  await app.register(cashierRoutes);
  await app.register(accountRoutes);
  await app.register(gameRoutes);
  // customer service: /api/getservicerurl and the built-in chat (routes/api/support)
  await app.register(supportRoutes);
  // player protection (理性娱乐, issue 22)
  await app.register(protectionRoutes);
};

export default apiRoutes;
