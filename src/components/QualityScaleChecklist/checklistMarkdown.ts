import {rulesByTier, tierLabels, tiers} from '../../data/qualityScale';

/** The whole rule list as a Markdown task list, one `## Tier` section per tier, ready to paste into a pull request. */
export function checklistMarkdown(): string {
  return tiers
    .map((tier) => {
      const items = rulesByTier(tier).map((rule) => `- [ ] \`${rule.id}\` - ${rule.title}`);
      return [`## ${tierLabels[tier]}`, '', ...items].join('\n');
    })
    .join('\n\n');
}
