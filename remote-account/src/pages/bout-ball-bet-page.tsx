import { Card, Icon, KefuLink, MenuRow } from '../components/account-ui';
import { HELP_ARTICLES } from '../features/help/articles';
import { HELP_VERSION } from '../features/mine/entries';
import './bout-ball-bet-page.css';

/**
 * /boutBallBet, the help centre (001 §2): the seven articles (7 about us, 1 common questions, 2 privacy, 3 disclaimer,
 * 4 contact, 5 agent joining, 8 responsible gambling) → /boutBallBetInfo?type, human customer service → /kefu, and the
 * fixed version label.
 */
export default function BoutBallBetPage() {
  return (
    <div className="acc-page help-page">
      <section className="help-hero">
        <div className="help-hero__text">
          <b>您好，有什么可以帮您？</b>
          <small>常见问题、规则说明与联系方式都在这里</small>
        </div>
        <svg className="help-hero__art" viewBox="0 0 96 96" aria-hidden="true">
          <defs>
            <linearGradient id="help-bubble" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#fff0c2" />
              <stop offset="1" stopColor="#e8a32c" />
            </linearGradient>
          </defs>
          <rect x="10" y="14" width="62" height="46" rx="14" fill="url(#help-bubble)" />
          <path d="M24 60l-6 14 18-14z" fill="#e8a32c" />
          <circle cx="28" cy="37" r="4" fill="#3b2608" />
          <circle cx="41" cy="37" r="4" fill="#3b2608" />
          <circle cx="54" cy="37" r="4" fill="#3b2608" />
          <rect x="50" y="44" width="38" height="30" rx="10" fill="#6aa8ff" opacity="0.9" />
          <path d="M64 54a5 5 0 1 1 6 4.8V62M70 67v1" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        </svg>
      </section>
      <Card title="帮助文档">
        {HELP_ARTICLES.map((a) => (
          <MenuRow key={a.type} to={`/boutBallBetInfo?type=${a.type}`} label={a.title} tone={a.tone} icon={<Icon name={a.icon} />} />
        ))}
      </Card>
      <Card>
        <div className="help-kefu">
          <span className="help-kefu__icon" aria-hidden="true">
            <Icon name="headset" size={22} />
          </span>
          <span className="help-kefu__text">
            <b>人工客服</b>
            <small>7×24 小时在线，随时为您解答</small>
          </span>
          <KefuLink className="help-kefu__go">联系客服</KefuLink>
        </div>
      </Card>
      <p className="help-version" data-testid="help-version">
        当前版本 {HELP_VERSION}
      </p>
    </div>
  );
}
