import {createContext, useContext, type ReactNode} from 'react';

/** The release a page's facts were checked against (`checked_against` front matter), for the last-updated line. */
export const CheckedAgainstContext = createContext<string | undefined>(undefined);

export function useCheckedAgainst(): string | undefined {
  return useContext(CheckedAgainstContext);
}

/** "Checked against Home Assistant 2025.11", written after the last-updated date or on its own. */
export default function CheckedAgainst({release}: {release: string}): ReactNode {
  return (
    <span className="checked-against">
      Checked against Home Assistant <b>{release}</b>
    </span>
  );
}
