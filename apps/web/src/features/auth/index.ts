/**
 * The auth feature: signing in and out, registering, passwords, the profile and proving an
 * address, and the language. Import the feature only from here.
 */

export { accountT } from './account-i18n';
export { logout } from './api/logout';
export { useProviderSignInFinish } from './api/oidc-finish';
export { useResetLinkCheck } from './api/reset-password';
export { signInOptionsQuery, useSignInOptions } from './api/sign-in-options';
export { useUnsubscribe, useUnsubscribeLink } from './api/unsubscribe';
export { useVerifyEmail } from './api/verify-email';
export { ApiTokens } from './components/api-tokens';
export { ConnectExtension } from './components/connect-extension';
export { DeleteAccount } from './components/delete-account';
export { ForgotPasswordLink } from './components/forgot-password-link';
export { LanguageSelect } from './components/language-select';
export { LanguageSettings } from './components/language-settings';
export { LoginForm } from './components/login-form';
export { NotificationSettings } from './components/notification-settings';
export { PasswordChangeForm } from './components/password-change-form';
export { checkProfileName, ProfileForm } from './components/profile-form';
export { ProviderSignIn, ProviderSignInFailure } from './components/provider-sign-in';
export { RegisterForm } from './components/register-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { VerifyEmailBanner } from './components/verify-email-banner';
export { t } from './i18n';
