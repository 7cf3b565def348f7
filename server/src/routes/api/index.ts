import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/index';
import captchaRoutes from './captcha/index';
import promotionRoutes from './promotions/index';
import rewardRoutes from './rewards/index';
import cashierRoutes from './cashier/index';
import siteRoutes from './site/index';
import userRoutes from './user/index';
import walletRoutes from './wallet/index';

/** Everything under /api (the folder is the URL prefix). */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(captchaRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(siteRoutes);
  await app.register(walletRoutes);
  await app.register(rewardRoutes);
  await app.register(promotionRoutes);
  await app.register(cashierRoutes);
};

export default apiRoutes;
