import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {rules, rulesByTier, rulePath, tierLabels, type Tier} from '../../data/qualityScale';
import styles from './styles.module.css';
import TableRegion from '@site/src/components/TableRegion';

interface RuleOverviewProps {
  /** Show only this tier's rules; without it every rule is listed with its tier. */
  tier?: Tier;
}

export default function RuleOverview({tier}: RuleOverviewProps): ReactNode {
  const shown = tier ? rulesByTier(tier) : rules;
  return (
    <TableRegion className="data-table-wrapper" label={tier ? `Rules of the ${tier} tier` : 'All quality scale rules'}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Rule</th>
            <th scope="col">ID</th>
            {!tier && <th scope="col">Tier</th>}
            <th scope="col">Exceptions</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((rule) => (
            <tr key={rule.id}>
              <td>
                <Link to={rulePath(rule)}>{rule.title}</Link>
              </td>
              <td>
                <code>{rule.id}</code>
              </td>
              {!tier && <td>{tierLabels[rule.tier]}</td>}
              <td className={rule.hasExceptions ? styles.hasExceptions : styles.noExceptions}>{rule.hasExceptions ? 'Yes' : 'None'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
