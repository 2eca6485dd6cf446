import type { ReactNode } from "react";

/** The card that holds an account form in the login layout. */
export function AuthCard({ heading, intro, children }: { heading: string; intro?: string; children: ReactNode }) {
  return (
    <div className="container">
      <section className="auth-card" aria-labelledby="auth-heading">
        <h1 id="auth-heading">{heading}</h1>
        {intro ? <p className="muted">{intro}</p> : null}
        {children}
      </section>
    </div>
  );
}
