import type { ReactNode } from 'react';
import {
  voiceLanguageStatusLabels,
  voiceLanguages,
  type VoiceLanguage,
} from '@site/src/data/voiceLanguages';
import styles from './styles.module.css';

interface SupportedLanguagesProps {
  /** Languages to show, in display order; defaults to the shipped list. */
  languages?: readonly VoiceLanguage[];
}

export default function SupportedLanguages({ languages = voiceLanguages }: SupportedLanguagesProps): ReactNode {
  return (
    <div className="data-table-wrapper">
      <table className="data-table">
        <caption className={styles.caption}>{languages.length} languages</caption>
        <thead>
          <tr>
            <th scope="col">Language</th>
            <th scope="col">Native name</th>
            <th scope="col">Code</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {languages.map((language) => (
            <tr key={language.code}>
              <th scope="row">{language.name}</th>
              {/* lang and dir=auto let screen readers and right-to-left scripts render the native name correctly. */}
              <td lang={language.code} dir="auto">
                {language.nativeName}
              </td>
              <td>
                <code>{language.code}</code>
              </td>
              <td className={language.status === 'supported' ? styles.supported : styles.inProgress}>
                {voiceLanguageStatusLabels[language.status]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
