// The server's highlighted lines of a code block (the inner HTML of its <code>), handed from the block that kept
// them while the page hydrated (./Content/String) to the block content that shows them again (./Content).
import {createContext} from 'react';

export const ServerLinesContext = createContext<string | undefined>(undefined);
