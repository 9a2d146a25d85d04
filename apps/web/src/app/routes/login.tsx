import { Link, useLocation } from 'react-router';
import { ForgotPasswordLink, LoginForm } from '../../features/auth';
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
