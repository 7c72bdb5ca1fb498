// The two chunks a code block can need in the browser, each loaded once, on demand (their sizes: README, What every
// page loads):
// - the block itself (the theme's layout, copy and word-wrap buttons): on a page that shows code, at the reader's
//   first interaction (the buttons show on hover or focus only), or at once for a block rendered afresh;
// - the highlighter (Prism and the extra languages), only when a block is rendered in the browser without the
//   server's highlighted lines: after a client-side navigation, or when a component mounts code later.
import {useEffect, useSyncExternalStore} from 'react';

export interface LazyModule<Module> {
  /** The module, once it has loaded in this browser tab. */
  loaded(): Module | undefined;
  /** Starts loading (once); resolves to the module. After a failure the next call tries again. */
  load(): Promise<Module>;
  /**
   * The module in a component: `undefined` until it has loaded (in the browser: until the page has hydrated, too).
   * With `wanted`, the first call in the browser starts the download; the component re-renders when it arrives.
   */
  useLoaded(wanted?: boolean): Module | undefined;
}

export function lazyModule<Module>(importModule: () => Promise<Module>): LazyModule<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const load = () =>
    (loading ??= importModule().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    loaded: () => loaded,
    load,
    useLoaded(wanted = true) {
      const module = useSyncExternalStore(
        subscribe,
        () => loaded,
        // While a page hydrates it must render what the server rendered, so the browser reports the module only
        // after hydration even when it arrived earlier. The server renders with it as soon as it has it.
        () => (typeof window === 'undefined' ? loaded : undefined),
      );
      useEffect(() => {
        // On failure the block keeps what it shows (the server's markup, or plain code); the next page tries again.
        if (wanted && !loaded) load().catch(() => undefined);
      }, [wanted]);
      return module;
    },
  };
}

export const codeBlockModule = lazyModule(() => import('./Block'));

const FIRST_INTERACTION = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
let waitingForInteraction = false;

/** Loads the block chunk at the reader's first interaction with the page (once per tab). */
export function loadBlocksOnFirstInteraction(): void {
  if (waitingForInteraction || codeBlockModule.loaded()) return;
  waitingForInteraction = true;
  const options = {capture: true, passive: true} as const;
  const wake = () => {
    FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, wake, options));
    // A failed load is tried again at the next page's first interaction; blocks keep the server's markup meanwhile.
    codeBlockModule.load().catch(() => {
      waitingForInteraction = false;
    });
  };
  FIRST_INTERACTION.forEach((type) => window.addEventListener(type, wake, options));
}

export const highlighterModule = lazyModule(() => import('./Content/Highlighter'));
