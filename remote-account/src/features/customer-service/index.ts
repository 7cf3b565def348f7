// The customer-service feature's public surface: what /kefu uses.
export { ServiceFailed } from './components/service-failed';
export { SERVICE_FAILED, useServiceFrame, type ServiceFrameState } from './hooks/use-service-frame';
