import { Card, CustomerServiceLink, Icon, ListCard, MenuRow } from '../components/account-ui';
import { HELP_ARTICLES, HelpHero } from '../features/help';
import { HELP_VERSION } from '../lib/version';
import { PAGES } from '@h5/shared/paths';
import './help-centre-page.css';

/**
 * /boutBallBet, the help centre: the seven articles (7 about us, 1 common questions, 2 privacy, 3 disclaimer,
 * 4 contact, 5 agent joining, 8 responsible gambling) → /boutBallBetInfo?type, human customer service → /kefu, and the
 * fixed version label.
 */
export default function HelpCentrePage() {
  return (
    <div className="acc-page help-page">
      <HelpHero />
      <ListCard title="帮助文档">
        {HELP_ARTICLES.map((a) => (
          <MenuRow
            key={a.type}
            to={`${PAGES.helpArticle}?type=${a.type}`}
            label={a.title}
            tone={a.tone}
            icon={<Icon name={a.icon} />}
          />
        ))}
      </ListCard>
      <Card>
        <div className="help-kefu">
          <span className="help-kefu__icon" aria-hidden="true">
            <Icon name="headset" size={22} />
          </span>
          <span className="help-kefu__text">
            <b>人工客服</b>
            <small>7×24 小时在线，随时为您解答</small>
          </span>
          <CustomerServiceLink className="help-kefu__go">联系客服</CustomerServiceLink>
        </div>
      </Card>
      <p className="help-version" data-testid="help-version">
        当前版本 {HELP_VERSION}
      </p>
    </div>
  );
}
