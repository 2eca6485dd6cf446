/**
 * The firm behind the site in every footer and on /about: the markup the server rendered from
 * configuration (lib/legal/firm-markup.server.tsx), handed over as the root loader's `firm.html`.
 * Nothing inside the root error boundary (no root data).
 */
import { useRootData } from "~/components/layout/root-data";

export function FirmDetails({ className }: { className?: string }) {
  const html = useRootData()?.firm.html;
  return html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
