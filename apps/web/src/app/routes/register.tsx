import { Link, useLocation } from 'react-router';
import { RegisterForm } from '../../features/auth';
import { AuthCard } from './auth-card';

export function Component() {
  const { search } = useLocation();
  return (
    <AuthCard title="Create your account" subtitle="Keep wish lists and share them with family.">
      <RegisterForm />
      <div className="auth-links">
        <p>
          Already have an account? <Link to={`/login${search}`}>Sign in</Link>
        </p>
      </div>
    </AuthCard>
  );
}
