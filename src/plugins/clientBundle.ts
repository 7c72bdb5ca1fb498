/**
 * Whether a `configureWebpack` call is for the bundle readers download: the client's production build. The server
 * bundle renders the pages at build time and the development server favours rebuild speed, so the plugins that slim
 * what a reader downloads leave both alone.
 */
export function isClientProduction(isServer: boolean): boolean {
  return !isServer && process.env.NODE_ENV === 'production';
}
