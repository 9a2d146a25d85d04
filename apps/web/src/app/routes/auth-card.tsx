import '../../features/auth/auth.css';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { LanguageSelect } from '../../features/auth';
import { useSession } from '../../lib/session';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const session = useSession();
  useEffect(() => {
    document.title = `${title} · Wishlist`;
  }, [title]);
  return (
    <div className="auth-wrap">
      <p className="auth-brand">
        <span className="brand-mark" aria-hidden="true">
          ★
        </span>
        Wishlist
      </p>
      <section className="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-title">
          {title}
        </h1>
        {subtitle ? <p className="muted auth-subtitle">{subtitle}</p> : null}
        {children}
      </section>
      <div className="auth-tools">
        {/* Signed in, the language is the account's, chosen on the profile. */}
        {session ? null : <LanguageSelect />}
        <ThemeToggle />
      </div>
    </div>
  );
}
