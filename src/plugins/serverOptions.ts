import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

type PluginResult = Plugin | null | Promise<Plugin | null>;
// Plugins type their own content and option input; only the shapes Docusaurus relies on matter here.
/* eslint-disable @typescript-eslint/no-explicit-any */
type PluginFn = (context: LoadContext, options: any) => any;
type ValidateOptions = (data: OptionValidationContext<any, any>) => unknown;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A plugin bound to its validated options; `plugin` and `options` are there for tests to inspect. */
export interface ConfiguredPlugin {
  (context: LoadContext): PluginResult;
  plugin: PluginFn;
  options: unknown;
}

/**
 * A plugin entry whose options stay on the build machine. Docusaurus serialises `[plugin, options]` entries into
 * the site config that every page downloads, so long option lists (redirect tables, header rules) would cost every
 * reader bytes; a closure keeps them out. Pass the plugin module's `validateOptions`, if it has one: Docusaurus only
 * finds it on modules it loads by name, so it is called here, as Docusaurus would have called it.
 */
export function withServerOptions(plugin: PluginFn, options: object, validateOptions?: ValidateOptions): ConfiguredPlugin {
  const validated = validateOptions ? validateOptions({validate: normalizePluginOptions as never, options}) : options;
  const configured = (context: LoadContext) => plugin(context, validated) as PluginResult;
  return Object.assign(configured, {plugin, options: validated});
}

/** The options a plugin was configured with in `config.plugins`, for tests. */
export function optionsOf(plugins: readonly unknown[] | undefined, plugin: PluginFn): unknown {
  const entry = plugins?.find((p): p is ConfiguredPlugin => typeof p === 'function' && (p as ConfiguredPlugin).plugin === plugin);
  return entry?.options;
}
