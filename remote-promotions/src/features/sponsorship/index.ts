// What the sponsorship pages (/zhanzhu, /zhanzhuye) use.
export { PARTNERS, partnerPageTitle } from './partners';
export { usePartnerPage } from './hooks/use-partner-page';
export { PartnerCard } from './components/partner-card';
export { PartnerBackButton } from './components/partner-back-button';
