/**
 * The auth feature: signing in and out, registering, passwords, the profile and proving an
 * address. Import the feature only from here.
 */
export { logout } from './api/logout';
export { useVerifyEmail } from './api/verify-email';
export { ForgotPasswordLink } from './components/forgot-password-link';
export { LoginForm } from './components/login-form';
export { ProfileForm } from './components/profile-form';
export { RegisterForm } from './components/register-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { VerifyEmailBanner } from './components/verify-email-banner';
