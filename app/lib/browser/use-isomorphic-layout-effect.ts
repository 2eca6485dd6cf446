/**
 * useLayoutEffect in the browser (runs before paint), useEffect on the server, where React 18
 * warns about useLayoutEffect and where no layout effect ever runs anyway.
 */
import { useEffect, useLayoutEffect } from "react";

export const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
