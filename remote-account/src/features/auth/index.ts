// The auth feature's public surface: what /login uses.
export { useCaptcha, type Captcha } from './api/get-captcha';
export { useLogin } from './api/post-login';
export { useRegister } from './api/post-register';
export { AuthLinks, AuthTabs, TrustBadges, type AuthViewName } from './components/auth-chrome';
export { AuthHero } from './components/auth-hero';
export { LoginView, RegisterView } from './components/auth-views';
export { useLoginForm, useRegisterForm } from './hooks/use-auth-form';
export { useReferrer } from './hooks/use-referrer';
