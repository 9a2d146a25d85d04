import { Link } from 'react-router';
import { ForgotPasswordLink } from '../../features/auth/components/forgot-password-link';
import { LoginForm } from '../../features/auth/components/login-form';
import { AuthCard } from './auth-card';

export function Component() {
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to see your wish lists.">
      <LoginForm />
      <div className="auth-links">
        <ForgotPasswordLink />
        <p>
          New here? <Link to="/register">Create an account</Link>
        </p>
      </div>
    </AuthCard>
  );
}
