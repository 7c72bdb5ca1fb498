// The single source of the Integration Quality Scale rule list: the sidebar, the checklist and the
// rule overview tables are all built from this file, and tests/unit/qualityScale.test.ts keeps it in
// step with the rule pages under docs/core/integration-quality-scale/rules/.

/**
 * What the rule list was checked against for 2026.8: the tiers file of the published developer docs on the docs'
 * date, and hassfest's rule list in core. Both hold the same 54 rules; the only change since 2025.11 is the two
 * bronze rules docs-triggers and docs-conditions (no rule changed tier).
 */
export const qualityScaleSource = {
  release: '2026.8',
  files: [
    {repository: 'home-assistant/developers.home-assistant', file: 'docs/core/integration-quality-scale/_includes/tiers.json', commit: '186ad0639'},
    {repository: 'home-assistant/core', file: 'script/hassfest/quality_scale.py'},
  ],
} as const;

export type Tier = 'bronze' | 'silver' | 'gold' | 'platinum';

export interface QualityScaleRule {
  /** Rule id, also the page file name and the key used in an integration's quality_scale.yaml. */
  id: string;
  /** Exactly the `title` front matter of the rule page. */
  title: string;
  tier: Tier;
  /** True when the rule page's Exceptions section lists real exceptions. */
  hasExceptions: boolean;
}

export const tiers: readonly Tier[] = ['bronze', 'silver', 'gold', 'platinum'];

export const tierLabels: Readonly<Record<Tier, string>> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
};

export const rules: readonly QualityScaleRule[] = [
  // Bronze
  { id: 'action-setup', title: 'Service actions are registered in async_setup', tier: 'bronze', hasExceptions: false },
  { id: 'appropriate-polling', title: "If it's a polling integration, set an appropriate polling interval", tier: 'bronze', hasExceptions: false },
  { id: 'brands', title: 'Has branding assets available for the integration', tier: 'bronze', hasExceptions: false },
  { id: 'common-modules', title: 'Place common patterns in common modules', tier: 'bronze', hasExceptions: false },
  { id: 'config-flow-test-coverage', title: 'Full test coverage for the config flow', tier: 'bronze', hasExceptions: false },
  { id: 'config-flow', title: 'Integration needs to be able to be set up via the UI', tier: 'bronze', hasExceptions: true },
  { id: 'dependency-transparency', title: 'Dependency transparency', tier: 'bronze', hasExceptions: false },
  { id: 'docs-actions', title: 'The documentation describes the provided service actions that can be used', tier: 'bronze', hasExceptions: false },
  { id: 'docs-triggers', title: 'The documentation describes the provided triggers that can be used', tier: 'bronze', hasExceptions: false },
  { id: 'docs-conditions', title: 'The documentation describes the provided conditions that can be used', tier: 'bronze', hasExceptions: false },
  { id: 'docs-high-level-description', title: 'The documentation includes a high-level description of the integration brand, product, or service', tier: 'bronze', hasExceptions: true },
  { id: 'docs-installation-instructions', title: 'The documentation provides step-by-step installation instructions for the integration, including, if needed, prerequisites', tier: 'bronze', hasExceptions: false },
  { id: 'docs-removal-instructions', title: 'The documentation provides removal instructions', tier: 'bronze', hasExceptions: false },
  { id: 'entity-event-setup', title: 'Entity events are subscribed in the correct lifecycle methods', tier: 'bronze', hasExceptions: false },
  { id: 'entity-unique-id', title: 'Entities have a unique ID', tier: 'bronze', hasExceptions: false },
  { id: 'has-entity-name', title: 'Entities use has_entity_name = True', tier: 'bronze', hasExceptions: false },
  { id: 'runtime-data', title: 'Use ConfigEntry.runtime_data to store runtime data', tier: 'bronze', hasExceptions: false },
  { id: 'test-before-configure', title: 'Test a connection in the config flow', tier: 'bronze', hasExceptions: true },
  { id: 'test-before-setup', title: 'Check during integration initialization if we are able to set it up correctly', tier: 'bronze', hasExceptions: false },
  { id: 'unique-config-entry', title: "Don't allow the same device or service to be able to be set up twice", tier: 'bronze', hasExceptions: false },
  // Silver
  { id: 'action-exceptions', title: 'Service actions raise exceptions when encountering failures', tier: 'silver', hasExceptions: false },
  { id: 'config-entry-unloading', title: 'Support config entry unloading', tier: 'silver', hasExceptions: false },
  { id: 'docs-configuration-parameters', title: 'The documentation describes all integration configuration options', tier: 'silver', hasExceptions: false },
  { id: 'docs-installation-parameters', title: 'The documentation describes all integration installation parameters', tier: 'silver', hasExceptions: false },
  { id: 'entity-unavailable', title: 'Mark entity unavailable if appropriate', tier: 'silver', hasExceptions: true },
  { id: 'integration-owner', title: 'Has an integration owner', tier: 'silver', hasExceptions: false },
  { id: 'log-when-unavailable', title: 'If internet/device/service is unavailable, log once when unavailable and once when back connected', tier: 'silver', hasExceptions: false },
  { id: 'parallel-updates', title: 'Number of parallel updates is specified', tier: 'silver', hasExceptions: false },
  { id: 'reauthentication-flow', title: 'Reauthentication needs to be available via the UI', tier: 'silver', hasExceptions: true },
  { id: 'test-coverage', title: 'Above 95% test coverage for all integration modules', tier: 'silver', hasExceptions: false },
  // Gold
  { id: 'devices', title: 'The integration creates devices', tier: 'gold', hasExceptions: false },
  { id: 'diagnostics', title: 'Implements diagnostics', tier: 'gold', hasExceptions: false },
  { id: 'discovery-update-info', title: 'Integration uses discovery info to update network information', tier: 'gold', hasExceptions: true },
  { id: 'discovery', title: 'Devices can be discovered', tier: 'gold', hasExceptions: true },
  { id: 'docs-data-update', title: 'The documentation describes how data is updated', tier: 'gold', hasExceptions: false },
  { id: 'docs-examples', title: 'The documentation provides automation examples the user can use.', tier: 'gold', hasExceptions: false },
  { id: 'docs-known-limitations', title: 'The documentation describes known limitations of the integration (not to be confused with bugs)', tier: 'gold', hasExceptions: false },
  { id: 'docs-supported-devices', title: 'The documentation describes known supported / unsupported devices', tier: 'gold', hasExceptions: true },
  { id: 'docs-supported-functions', title: 'The documentation describes the supported functionality, including entities, and platforms', tier: 'gold', hasExceptions: false },
  { id: 'docs-troubleshooting', title: 'The documentation provides troubleshooting information', tier: 'gold', hasExceptions: false },
  { id: 'docs-use-cases', title: 'The documentation describes use cases to illustrate how this integration can be used', tier: 'gold', hasExceptions: false },
  { id: 'dynamic-devices', title: 'Devices added after integration setup', tier: 'gold', hasExceptions: false },
  { id: 'entity-category', title: 'Entities are assigned an appropriate EntityCategory', tier: 'gold', hasExceptions: false },
  { id: 'entity-device-class', title: 'Entities use device classes where possible', tier: 'gold', hasExceptions: false },
  { id: 'entity-disabled-by-default', title: 'Integration disables less popular (or noisy) entities', tier: 'gold', hasExceptions: false },
  { id: 'entity-translations', title: 'Entities have translated names', tier: 'gold', hasExceptions: false },
  { id: 'exception-translations', title: 'Exception messages are translatable', tier: 'gold', hasExceptions: false },
  { id: 'icon-translations', title: 'Entities implement icon translations', tier: 'gold', hasExceptions: false },
  { id: 'reconfiguration-flow', title: 'Integrations should have a reconfigure flow', tier: 'gold', hasExceptions: true },
  { id: 'repair-issues', title: 'Repair issues and repair flows are used when user intervention is needed', tier: 'gold', hasExceptions: false },
  { id: 'stale-devices', title: 'Stale devices are removed', tier: 'gold', hasExceptions: false },
  // Platinum
  { id: 'async-dependency', title: 'Dependency is async', tier: 'platinum', hasExceptions: false },
  { id: 'inject-websession', title: 'The integration dependency supports passing in a websession', tier: 'platinum', hasExceptions: true },
  { id: 'strict-typing', title: 'Strict typing', tier: 'platinum', hasExceptions: false },
];

export function rulesByTier(tier: Tier): readonly QualityScaleRule[] {
  return rules.filter((rule) => rule.tier === tier);
}

export function ruleDocId(rule: QualityScaleRule): string {
  return `core/integration-quality-scale/rules/${rule.id}`;
}

export function rulePath(rule: QualityScaleRule): string {
  return `/docs/${ruleDocId(rule)}`;
}
