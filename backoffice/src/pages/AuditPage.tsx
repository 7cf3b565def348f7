import { AuditLog } from '../features/ops/AuditLog';

export default function AuditPage() {
  return <AuditLog />;
}
