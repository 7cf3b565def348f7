// The profile feature's public surface: what /userInfo uses (its avatar picker is /mine's: features/mine).
export { useUpdateUserInfo } from './api/post-update-user-info';
export { BirthdayField } from './components/birthday-field';
export { PROFILE_SAVED, useProfileForm } from './hooks/use-profile-form';
