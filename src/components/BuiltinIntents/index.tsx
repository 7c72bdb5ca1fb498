import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {builtinIntents, intentsSource, type BuiltinIntent, type UpstreamStatus} from '../../data/intents';
import styles from './styles.module.css';
import TableRegion from '@site/src/components/TableRegion';

// Data strings mark identifiers with backticks; show those parts as inline code.
function InlineCode({text}: {text: string}): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

// Intents Core handles although the shared sentence repository does not (yet) mark them as supported.
const upstreamNotes: Record<Exclude<UpstreamStatus, 'supported'>, string> = {
  unsupported: `Handled by Home Assistant, but marked as not yet supported in ${intentsSource.file} of the intents repository: built-in sentences may not produce it in every language.`,
  absent: `Handled by Home Assistant, but not listed in ${intentsSource.file} of the intents repository: built-in sentences do not produce it; language models and custom sentences can.`,
};

function IntentBlock({intent}: {intent: BuiltinIntent}): ReactNode {
  return (
    <section className={styles.intent}>
      {/* Heading (not a bare h3) registers the id with the broken-anchor checker and adds the hash link. */}
      <Heading as="h3" id={intent.name}>
        {intent.name}
      </Heading>
      <p>
        <InlineCode text={intent.description} />
      </p>
      {intent.upstream !== 'supported' && <p className={styles.upstream}>{upstreamNotes[intent.upstream]}</p>}
      {intent.domains && intent.domains.length > 0 && (
        <p className={styles.domains}>
          Domains:{' '}
          {intent.domains.map((domain, index) => (
            <span key={domain}>
              {index > 0 && ', '}
              <code>{domain}</code>
            </span>
          ))}
        </p>
      )}
      {intent.slots.length === 0 ? (
        <p className={styles.noSlots}>This intent takes no slots.</p>
      ) : (
        <TableRegion className="data-table-wrapper" label={`Slots of ${intent.name}`}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Slot</th>
                <th scope="col">Required</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {intent.slots.map((slot) => (
                <tr key={slot.name}>
                  <td>
                    <code>{slot.name}</code>
                  </td>
                  <td className={slot.required ? styles.required : styles.optional}>{slot.required ? 'Yes' : 'No'}</td>
                  <td>
                    <InlineCode text={slot.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

export default function BuiltinIntents(): ReactNode {
  return (
    <div className={styles.list}>
      {builtinIntents.map((intent) => (
        <IntentBlock key={intent.name} intent={intent} />
      ))}
    </div>
  );
}
