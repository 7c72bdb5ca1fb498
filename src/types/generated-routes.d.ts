// The exports src/plugins/lean-registry adds to Docusaurus's generated routes module (see sections.cjs).
declare module '@generated/routes' {
  /** Loads the route section a path falls in, so the router can match it. */
  export function loadRoutes(pathname: string): Promise<void>;
  /** Loads every route section: for code that looks through all routes. */
  export function loadAllRoutes(): Promise<void>;
}
