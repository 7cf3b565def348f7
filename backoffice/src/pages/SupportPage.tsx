import { SupportDesk } from '../features/support/SupportDesk';

export default function SupportPage() {
  return <SupportDesk />;
}
