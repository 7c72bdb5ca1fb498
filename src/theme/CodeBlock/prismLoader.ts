// Loads the highlighted code block (Prism and its languages) once, on demand, and tells React when it has arrived.
import {useEffect, useSyncExternalStore} from 'react';

type HighlighterModule = typeof import('./Content/String/Highlighted');

let loaded: HighlighterModule | undefined;
let loading: Promise<HighlighterModule> | undefined;
const listeners = new Set<() => void>();

/** The highlighter module once it has loaded in this browser tab. */
export function loadedHighlighter(): HighlighterModule | undefined {
  return loaded;
}

/** Starts loading the highlighter (once); resolves to the module. */
export function loadHighlighter(): Promise<HighlighterModule> {
  loading ??= import('./Content/String/Highlighted').then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = undefined; // the next caller tries again
      throw error;
    },
  );
  return loading;
}

/**
 * False on the server and until the highlighter has loaded in the browser. The first call in the browser starts the
 * download.
 */
export function useHighlighterReady(): boolean {
  const isReady = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded !== undefined,
    () => false,
  );
  useEffect(() => {
    // On failure, blocks keep what they show (the server's markup, or plain code); the next page tries again.
    if (!loaded) loadHighlighter().catch(() => undefined);
  }, []);
  return isReady;
}
