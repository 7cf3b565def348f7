import { PARTNERS, PartnerCard } from '../features/sponsorship';
import './sponsorship-page.css';

/** /zhanzhu, the 赞助 tab: two partner cards, each to /zhanzhuye?type=1|2. A cached page. */
export default function SponsorshipPage() {
  return (
    <div className="zz-page">
      <section className="zz-hero">
        <p className="zz-hero__kicker">OFFICIAL PARTNERS</p>
        <h1 className="zz-hero__title">官方赞助</h1>
        <p className="zz-hero__text">星耀娱乐携手顶级俱乐部，与您共享赛场荣耀</p>
      </section>
      <div className="zz-list">
        {PARTNERS.map((p) => (
          <PartnerCard key={p.type} partner={p} />
        ))}
      </div>
      <p className="zz-footnote">理性娱乐 · 未满18周岁请勿参与</p>
    </div>
  );
}
