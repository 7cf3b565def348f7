// The partner feature's public surface: what the partner programme page uses.
export { useAgentStatus, type AgentStatus, type PartnerStatus } from './api/post-apply-agent-info';
export { useApplyAgent } from './api/post-apply-agent';
export { ApplicationForm } from './components/application-form';
export { APPLICATION_STATES, ApplicationState } from './components/application-state';
export { PartnerHero } from './components/partner-hero';
export { usePartnerApplication } from './hooks/use-partner-application';
