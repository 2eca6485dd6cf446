import type { ReactNode } from "react";

/** The top of a page: optional eyebrow, the h1, and a lead paragraph. */
export function PageHeader({ eyebrow, heading, lead, children }: { eyebrow?: string; heading: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="container">
        {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
        <h1>{heading}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
