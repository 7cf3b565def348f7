// The security feature's public surface: what the security centre and the password page use.
export { useEditPassword } from './api/post-edit-password';
export { useEditPayPassword } from './api/post-edit-pay-password';
export { PasswordField } from './components/password-field';
export { SecuritySummary } from './components/security-summary';
export { SECURITY_ENTRIES } from './entries';
export { PASSWORD_CHANGED, usePasswordChange } from './hooks/use-password-change';
