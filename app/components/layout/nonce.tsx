import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce, provided by entry.server.tsx around the app so that every
 * script tag — including those of the root error boundary, which has no loader data — carries it.
 * In the browser the value is "" (browsers hide nonces from the DOM).
 */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export function useNonce(): string {
  return useContext(NonceContext);
}
