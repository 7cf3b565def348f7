import { StaffTable } from '../features/ops/StaffTable';

export default function StaffPage() {
  return <StaffTable />;
}
