import { useNavigate, useSearchParams } from '@h5/shared';
import { formatYuan } from '@h5/shared/money';
import { CopyButton } from '@h5/shared/ui';
import { useDepositOrder, usePaymentCountdown } from '../features/deposit';
import { PAGES } from '@h5/shared/paths';
import '../components/money.css';
import './payment-info-page.css';

/** The payment method the order's answer names in its message (usdtpay means USDT). */
const METHOD_LABELS: Record<string, string> = {
  usdtpay: 'USDT',
  wxpay: '微信支付',
  alipay: '支付宝',
  bank: '银行卡转账',
};
export const EXPIRED_TEXT = '订单已超时，请重新发起存款';

/** Only images the server drew (a data URL of an image) or served itself are shown as the payment QR. */
const safeImage = (src: string | undefined): string | null =>
  src &&
  (/^data:image\/(svg\+xml|png|jpeg|gif|webp)[;,]/i.test(src) || /^\/(?!\/)/.test(src) || /^https:\/\//i.test(src))
    ? src
    : null;

/**
 * /payInfo?deposit_no, 充值信息 (open without logging in): the order's amount, a mm:ss countdown to one hour after its
 * creation, the notes, order number, time, method, the payment QR (drawn by the server from the payment address or
 * link), and for USDT the receiving address with a copy button and the protocol. Both buttons go to /transRecord.
 */
export default function PaymentInfoPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { order, method, failed } = useDepositOrder(params.get('deposit_no') ?? '');
  const countdown = usePaymentCountdown(order?.info?.created_at);

  const isUsdt = method === 'usdtpay';
  const qr = safeImage(order?.cardlist?.payimg);
  const methodLabel = order?.info?.pay_way || METHOD_LABELS[method] || method || '--';

  return (
    <div className="money-page payinfo-page">
      <section className="payinfo-hero">
        <span className="payinfo-hero__label">存款金额（元）</span>
        <b className="payinfo-hero__amount" data-testid="payinfo-amount">
          {order ? formatYuan(order.info.amount) : '--'}
        </b>
        {isUsdt && order?.info.usdt_amount && (
          <span className="payinfo-hero__usdt">≈ {order.info.usdt_amount} USDT</span>
        )}
        {countdown && !countdown.expired && (
          <p className="payinfo-hero__countdown">
            请在 <b data-testid="payinfo-countdown">{countdown.text}</b> 内完成支付
          </p>
        )}
        {countdown?.expired && (
          <p className="payinfo-hero__countdown is-expired" data-testid="payinfo-expired">
            <b data-testid="payinfo-countdown">{countdown.text}</b> {EXPIRED_TEXT}
          </p>
        )}
        {failed && <p className="payinfo-hero__countdown is-expired">未找到该订单</p>}
      </section>

      {order && (
        <>
          <section className="money-section payinfo-qr">
            {qr ? (
              <img src={qr} alt="支付二维码" width={188} height={188} data-testid="payinfo-qr" />
            ) : (
              <p className="payinfo-qr__none">暂无支付二维码</p>
            )}
            <p className="payinfo-qr__tip">请使用{isUsdt ? '钱包或交易所' : methodLabel}扫码支付</p>
          </section>

          {isUsdt && (
            <section className="money-section payinfo-usdt">
              <div className="payinfo-row">
                <span>收款地址</span>
                <b className="payinfo-row__address" data-testid="payinfo-address">
                  {order.cardlist.mch_id}
                </b>
                <CopyButton text={order.cardlist.mch_id} />
              </div>
              <div className="payinfo-row">
                <span>钱包协议</span>
                <b data-testid="payinfo-protocol">{order.cardlist.content}</b>
              </div>
            </section>
          )}

          <section className="money-section">
            <div className="payinfo-row">
              <span>订单号</span>
              <b data-testid="payinfo-no">{order.deposit_no}</b>
            </div>
            <div className="payinfo-row">
              <span>交易时间</span>
              <b>{order.info.created_at}</b>
            </div>
            <div className="payinfo-row">
              <span>充值方式</span>
              <b data-testid="payinfo-method">{methodLabel}</b>
            </div>
          </section>

          <div className="money-note">
            <p>1. 支付成功后款项将自动到账，请勿重复支付。</p>
            <p>2. 如支付遇到问题，请及时联系在线客服处理。</p>
          </div>
        </>
      )}

      <div className="payinfo-actions">
        <button type="button" className="money-submit" onClick={() => navigate(PAGES.transactionRecords)}>
          充值完成
        </button>
        <button type="button" className="payinfo-actions__ghost" onClick={() => navigate(PAGES.transactionRecords)}>
          资金明细
        </button>
      </div>
    </div>
  );
}
