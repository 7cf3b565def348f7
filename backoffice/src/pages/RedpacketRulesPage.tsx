import { RedpacketRules } from '../features/promotions/RedpacketRules';

export default function RedpacketRulesPage() {
  return <RedpacketRules />;
}
