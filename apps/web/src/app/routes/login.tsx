import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ForgotPasswordLink, LoginForm } from '../../features/auth';
import { AuthCard } from './auth-card';

export function Component() {
  // Registering instead keeps where the visitor was going; an invitation's link fills in the
  // address it was sent to.
  const { search } = useLocation();
  const [email, setEmail] = useState(() => new URLSearchParams(search).get('email') ?? '');
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to see your wish lists.">
      <LoginForm email={email} onEmailChange={setEmail} />
      <div className="auth-links">
        <ForgotPasswordLink email={email} />
        <p>
          New here? <Link to={`/register${search}`}>Create an account</Link>
        </p>
      </div>
    </AuthCard>
  );
}
