import { AgentApplications } from '../features/players/AgentApplications';

export default function AgentApplicationsPage() {
  return <AgentApplications />;
}
