import { JobsPanel } from '../features/ops/JobsPanel';

export default function JobsPage() {
  return <JobsPanel />;
}
