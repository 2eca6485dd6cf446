/**
 * Renders a page's JSON-LD scripts, as its loader built them (lib/seo/structured-data.server.ts: the
 * entities and their escaping stay on the server), each carrying the CSP nonce.
 */
import { useNonce } from "~/components/layout/nonce";

/** `entities`: serialised JSON-LD objects, one script each (nothing when empty). */
export function StructuredData({ entities }: { entities: readonly string[] }) {
  const nonce = useNonce();
  return (
    <>
      {entities.map((entity, i) => (
        <script
          key={i}
          type="application/ld+json"
          nonce={nonce || undefined}
          // Browsers hide nonces from the DOM, so the client's "" differs from the server's value.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: entity }}
        />
      ))}
    </>
  );
}
