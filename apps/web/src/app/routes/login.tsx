import { Link, useLocation } from 'react-router';
import { ForgotPasswordLink } from '../../features/auth/components/forgot-password-link';
import { LoginForm } from '../../features/auth/components/login-form';
import { AuthCard } from './auth-card';

export function Component() {
  // Registering instead keeps where the visitor was going.
  const { search } = useLocation();
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to see your wish lists.">
      <LoginForm />
      <div className="auth-links">
        <ForgotPasswordLink />
        <p>
          New here? <Link to={`/register${search}`}>Create an account</Link>
        </p>
      </div>
    </AuthCard>
  );
}
