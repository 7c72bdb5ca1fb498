/**
 * Old URLs and where they lead now: the one source of the client redirect pages
 * (@docusaurus/plugin-client-redirects), the server `_redirects` file (src/plugins/server-redirects) and the
 * not-found page's fallback (src/theme/NotFound/Content).
 */

export interface RedirectRule {
  /** An old path, e.g. `/docs/entity_light`. */
  from: string;
  /** A site path or an https URL. May be another rule's `from`: {@link resolveRedirects} follows the chain. */
  to: string;
}

/** The old site's `static/_redirects`, rule for rule. */
export const redirectRules: readonly RedirectRule[] = [
  {from: '/docs/app_integration_index', to: '/docs/api/native-app-integration'},
  {from: '/docs/app_integration_notifications', to: '/docs/api/native-app-integration/notifications'},
  {from: '/docs/app_integration_sending_data', to: '/docs/api/native-app-integration/sending-data'},
  {from: '/docs/app_integration_sensors', to: '/docs/api/native-app-integration/sensors'},
  {from: '/docs/app_integration_setup', to: '/docs/api/native-app-integration/setup'},
  {from: '/docs/app_integration_webview', to: '/docs/api/native-app-integration/webview'},
  {from: '/docs/architecture_entities', to: '/docs/core/entity'},
  {from: '/docs/architecture_hassio', to: '/docs/supervisor'},
  {from: '/docs/dev_101_index', to: '/docs/dev_101_hass'},
  {from: '/docs/documentation_create_page', to: '/docs/documenting/create-page'},
  {from: '/docs/documentation_index', to: '/docs/documenting'},
  {from: '/docs/documentation_standards', to: '/docs/documenting/standards'},
  {from: '/docs/entity_air_quality', to: '/docs/core/entity/air-quality'},
  {from: '/docs/entity_alarm_control_panel', to: '/docs/core/entity/alarm-control-panel'},
  {from: '/docs/entity_binary_sensor', to: '/docs/core/entity/binary-sensor'},
  {from: '/docs/entity_climate', to: '/docs/core/entity/climate'},
  {from: '/docs/entity_cover', to: '/docs/core/entity/cover'},
  {from: '/docs/entity_fan', to: '/docs/core/entity/fan'},
  {from: '/docs/entity_humidifier', to: '/docs/core/entity/humidifier'},
  {from: '/docs/entity_index', to: '/docs/core/entity'},
  {from: '/docs/entity_light', to: '/docs/core/entity/light'},
  {from: '/docs/entity_lock', to: '/docs/core/entity/lock'},
  {from: '/docs/entity_media_player', to: '/docs/core/entity/media-player'},
  {from: '/docs/entity_number', to: '/docs/core/entity/number'},
  {from: '/docs/entity_remote', to: '/docs/core/entity/remote'},
  {from: '/docs/entity_sensor', to: '/docs/core/entity/sensor'},
  {from: '/docs/entity_switch', to: '/docs/core/entity/switch'},
  {from: '/docs/entity_vacuum', to: '/docs/core/entity/vacuum'},
  {from: '/docs/entity_water_heater', to: '/docs/core/entity/water-heater'},
  {from: '/docs/entity_weather', to: '/docs/core/entity/weather'},
  {from: '/docs/external_api_rest', to: '/docs/api/rest'},
  {from: '/docs/external_api_websocket', to: '/docs/api/websocket'},
  {from: '/docs/frontend_add_card', to: '/docs/frontend/extending/adding-state-card'},
  {from: '/docs/frontend_add_more_info', to: '/docs/frontend/extending/adding-more-info-dialogs'},
  {from: '/docs/frontend_add_websocket_api', to: '/docs/frontend/extending/websocket-api'},
  {from: '/docs/frontend_architecture', to: '/docs/frontend/architecture'},
  {from: '/docs/frontend_creating_custom_panels', to: '/docs/frontend/custom-ui/creating-custom-panels'},
  {from: '/docs/frontend_data', to: '/docs/frontend/data'},
  {from: '/docs/frontend_development', to: '/docs/frontend/development'},
  {from: '/docs/frontend_external_auth', to: '/docs/frontend/external-authentication'},
  {from: '/docs/frontend_external_bus', to: '/docs/frontend/external-bus'},
  {from: '/docs/frontend_index', to: '/docs/frontend'},
  {from: '/docs/hassio_addon_communication', to: '/docs/apps/communication'},
  {from: '/docs/hassio_addon_config', to: '/docs/apps/configuration'},
  {from: '/docs/hassio_addon_index', to: '/docs/apps'},
  {from: '/docs/hassio_addon_presentation', to: '/docs/apps/presentation'},
  {from: '/docs/hassio_addon_publishing', to: '/docs/apps/publishing'},
  {from: '/docs/hassio_addon_repository', to: '/docs/apps/repository'},
  {from: '/docs/hassio_addon_security', to: '/docs/apps/security'},
  {from: '/docs/hassio_addon_testing', to: '/docs/apps/testing'},
  {from: '/docs/hassio_addon_tutorial', to: '/docs/apps/tutorial'},
  {from: '/docs/hassio_debugging', to: '/docs/supervisor/debugging'},
  {from: '/docs/hassio_hass', to: '/docs/supervisor/developing'},
  {from: '/docs/integration_quality_scale_index', to: '/docs/core/integration-quality-scale'},
  {from: '/docs/internationalization_backend_localization', to: '/docs/internationalization/core'},
  {from: '/docs/internationalization_custom_component_localization', to: '/docs/internationalization/custom_integration'},
  {from: '/docs/internationalization_index', to: '/docs/internationalization'},
  {from: '/docs/internationalization_translation', to: '/docs/translations'},
  {from: '/docs/internationalization_translation.html', to: '/docs/translations'},
  // The old site sent this to /docs/platform/repairs, which never existed; the repairs page is here.
  {from: '/docs/issue_registry_index', to: '/docs/core/platform/repairs'},
  {from: '/docs/lovelace_custom_card', to: '/docs/frontend/custom-ui/lovelace-custom-card'},
  {from: '/docs/reproduce_state_index', to: '/docs/core/platform/reproduce_state'},
  {from: '/docs/significant_change_index', to: '/docs/core/platform/significant_change'},
  {from: '/docs/supervisor/developing', to: '/docs/supervisor/development'},
  {from: '/docs/core/conversation/custom_agent', to: '/docs/core/entity/conversation'},
  {
    from: '/docs/creating_platform_example_sensor',
    to: 'https://github.com/home-assistant/example-custom-config/tree/master/custom_components/example_sensor',
  },
  {
    from: '/docs/creating_platform_example_light',
    to: 'https://github.com/home-assistant/example-custom-config/tree/master/custom_components/example_light',
  },
  {from: '/docs/creating_component_deps_and_reqs', to: '/docs/creating_integration_manifest'},
  {from: '/docs/frontend/custom-ui/lovelace-custom-card', to: '/docs/frontend/custom-ui/custom-card'},
  {from: '/docs/frontend/custom-ui/lovelace-custom-strategy', to: '/docs/frontend/custom-ui/custom-strategy'},
  {from: '/docs/frontend/custom-ui/lovelace-custom-view', to: '/docs/frontend/custom-ui/custom-view'},
  // Moved in the 2026.8 docs: add-ons became apps, and the config-flow, YAML and debugging pages moved under core/integration.
  {from: '/docs/add-ons', to: '/docs/apps'},
  {from: '/docs/add-ons/communication', to: '/docs/apps/communication'},
  {from: '/docs/add-ons/configuration', to: '/docs/apps/configuration'},
  {from: '/docs/add-ons/presentation', to: '/docs/apps/presentation'},
  {from: '/docs/add-ons/publishing', to: '/docs/apps/publishing'},
  {from: '/docs/add-ons/repository', to: '/docs/apps/repository'},
  {from: '/docs/add-ons/security', to: '/docs/apps/security'},
  {from: '/docs/add-ons/testing', to: '/docs/apps/testing'},
  {from: '/docs/add-ons/tutorial', to: '/docs/apps/tutorial'},
  {from: '/docs/config_entries_config_flow_handler', to: '/docs/core/integration/config_flow'},
  {from: '/docs/config_entries_options_flow_handler', to: '/docs/core/integration/options_flow'},
  {from: '/docs/configuration_yaml_index', to: '/docs/core/integration/yaml_configuration'},
  {from: '/docs/core/integration_diagnostics', to: '/docs/core/integration/diagnostics'},
  {from: '/docs/core/integration_system_health', to: '/docs/core/integration/system_health'},
  {from: '/docs/frontend/custom-ui/community-dashboards', to: '/docs/frontend/custom-ui/custom-strategy'},
  {from: '/docs/frontend/custom-ui/community-views', to: '/docs/frontend/custom-ui/custom-view'},
  {from: '/docs/android/architecture', to: '/docs/android/architecture/overview'},
];

/** The old site's netlify.toml rules `/docs/en/next/*` and `/docs/en/*` -> `/docs/:splat` (versioned URLs). */
export const prefixRedirects: readonly RedirectRule[] = [
  {from: '/docs/en/next/', to: '/docs/'},
  {from: '/docs/en/', to: '/docs/'},
];

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//.test(url);
}

/** Replaces every target that is itself a source by the end of its chain; throws on a loop. */
export function resolveRedirects(rules: readonly RedirectRule[]): RedirectRule[] {
  const targets = new Map(rules.map((rule) => [rule.from, rule.to]));
  return rules.map(({from, to}) => {
    const seen = new Set([from]);
    let target = to;
    while (targets.has(target)) {
      if (seen.has(target)) throw new Error(`Redirect loop: ${[...seen, target].join(' -> ')}`);
      seen.add(target);
      target = targets.get(target)!;
    }
    return {from, to: target};
  });
}

/** Every old path with its final target. */
export const redirects: readonly RedirectRule[] = resolveRedirects(redirectRules);

const redirectTargets = new Map(redirects.map((rule) => [rule.from, rule.to]));

/**
 * The canonical form of an old-style path: `/docs/en/...` and `/docs/en/next/...` become `/docs/...`, and an
 * `.html` suffix, a trailing `/index` and a trailing slash are dropped.
 */
export function normalisePath(pathname: string): string {
  let path = pathname;
  for (const prefix of prefixRedirects) {
    if (path.startsWith(prefix.from)) {
      path = prefix.to + path.slice(prefix.from.length);
      break;
    }
  }
  path = path
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  return path || '/';
}

/**
 * Where a path that matched no page should go: the target of a redirect rule (directly or after
 * normalising the path), or the normalised path when that is a page. `undefined` when there is nowhere to go.
 */
export function oldUrlTarget(pathname: string, isPage: (path: string) => boolean): string | undefined {
  const direct = redirectTargets.get(pathname);
  if (direct) return direct;
  const normal = normalisePath(pathname);
  if (normal === pathname) return undefined;
  return redirectTargets.get(normal) ?? (isPage(normal) ? normal : undefined);
}

/** The part of a react-router route config that says which paths it renders. */
export interface RouteLike {
  path?: string | string[];
  exact?: boolean;
  routes?: RouteLike[];
}

/** Whether a route of the site (not the catch-all "*") renders `pathname`; Docusaurus paths have no parameters. */
export function isKnownRoute(routes: readonly RouteLike[], pathname: string): boolean {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return routes.some((route) => {
    const paths = Array.isArray(route.path) ? route.path : [route.path ?? ''];
    return paths.some((routePath) => {
      if (routePath === '*' || routePath === '') return false;
      if (route.routes) {
        const inside = path === routePath || path.startsWith(routePath.replace(/\/$/, '') + '/');
        return inside && isKnownRoute(route.routes, path);
      }
      return path === routePath;
    });
  });
}
