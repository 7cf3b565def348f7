import { Link, useSearchParams } from '@h5/shared';
import { Tabs } from '@h5/shared/antd';
import { useEffect, useState } from 'react';
import { CardFace, LIMIT_NOTES, MAX_CARDS, useCardLists, useCardRemoval } from '../features/card-management';
import { PAGES } from '@h5/shared/paths';
import './cards.css';

/** Tab names: 1 virtual currency, 2 bank cards. `?type=2` opens the bank tab; anything else (the red-packet page links `?type=0`) the first. */
const TABS = [
  {
    key: '1',
    kind: 'usdt',
    title: '虚拟币',
    add: PAGES.addUsdtAddress,
    addText: '添加USDT地址',
    none: '暂未绑定USDT地址',
  },
  { key: '2', kind: 'bank', title: '银行卡', add: PAGES.addBankCard, addText: '添加银行卡', none: '暂未绑定银行卡' },
] as const;

/**
 * /wallet, card management: the USDT addresses and the bank cards, each number masked to its last 4 characters with a
 * delete icon (温馨提示 confirmation, then 解绑成功 and both lists reload); the add button hides at 5 entries, with the
 * note that at most 5 are supported.
 */
export default function CardsPage() {
  const [params] = useSearchParams();
  const queried = params.get('type') === '2' ? '2' : '1';
  const [active, setActive] = useState(queried);
  // a link to another tab of this page (/wallet?type=2 while on /wallet) switches the tab
  useEffect(() => setActive(queried), [queried]);
  const cards = useCardLists();
  const remove = useCardRemoval();

  return (
    <div className="cards-page">
      <Tabs activeKey={active} onChange={setActive} className="cards-tabs">
        {TABS.map((tab) => {
          const list = cards[tab.kind];
          return (
            <Tabs.Tab key={tab.key} title={tab.title}>
              <section className="cards-list" aria-label={tab.title} data-testid={`cards-${tab.kind}`}>
                {list === null ? (
                  <div className="cards-list__loading">加载中...</div>
                ) : (
                  <>
                    {list.length === 0 && <p className="cards-list__none">{tab.none}</p>}
                    {list.map((card) => (
                      <CardFace key={card.id} card={card} kind={tab.kind} onDelete={(c) => void remove(c, tab.kind)} />
                    ))}
                    {list.length < MAX_CARDS && (
                      <Link to={tab.add} className="cards-add">
                        <span className="cards-add__plus" aria-hidden="true">
                          +
                        </span>
                        {tab.addText}
                      </Link>
                    )}
                    <p className="cards-list__note">{LIMIT_NOTES[tab.kind]}</p>
                  </>
                )}
              </section>
            </Tabs.Tab>
          );
        })}
      </Tabs>
    </div>
  );
}
