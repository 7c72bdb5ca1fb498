import type {ReactNode} from 'react';
import {languagesSource, voiceLanguages, type VoiceLanguage} from '@site/src/data/voiceLanguages';
import styles from './styles.module.css';
import TableRegion from '@site/src/components/TableRegion';

interface SupportedLanguagesProps {
  /** Languages to show, in display order; defaults to the shipped list. */
  languages?: readonly VoiceLanguage[];
}

export default function SupportedLanguages({languages = voiceLanguages}: SupportedLanguagesProps): ReactNode {
  return (
    <TableRegion className="data-table-wrapper" label="Supported languages">
      <table className="data-table">
        <caption className={styles.caption}>
          {languages.length} languages, from <code>{languagesSource.file}</code> of the intents repository
        </caption>
        <thead>
          <tr>
            <th scope="col">Language</th>
            <th scope="col">Native name</th>
            <th scope="col">Code</th>
            <th scope="col">Leaders</th>
            <th scope="col">Speech regions</th>
          </tr>
        </thead>
        <tbody>
          {languages.map((language) => (
            <tr key={language.code}>
              <th scope="row">{language.name}</th>
              {/* lang and dir let screen readers and right-to-left scripts render the native name correctly. */}
              <td lang={language.code} dir={language.rtl ? 'rtl' : 'auto'}>
                {language.nativeName}
              </td>
              <td>
                <code>{language.code}</code>
              </td>
              <td className={language.leaders === 0 ? styles.none : undefined}>{language.leaders === 0 ? 'None yet' : language.leaders}</td>
              <td className={language.regions.length === 0 ? styles.none : undefined}>
                {language.regions.length === 0 ? 'None recorded' : language.regions.join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
