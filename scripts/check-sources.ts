// npm run check-sources -- [--release 2026.8] --repo supervisor=PATH ... [--list core=FILE]
// Checks that every doc's `sources` path exists at its repository's pin: in a local clone (or bare git directory),
// or in a list of the repository's files (for core, too large to clone: the look-up tools' file lists). Exits 1 when
// a path is missing or a clone cannot be read at its pin.
import {parseArgs} from 'node:util';
import {DOCS_RELEASE} from '../config/release';
import {checkFailed, checkSources, formatCheckReport} from './sources/check';
import {parsePairs, readDocs} from './sources/docs';

const {values} = parseArgs({
  options: {
    release: {type: 'string', default: DOCS_RELEASE},
    repo: {type: 'string', multiple: true, default: []},
    list: {type: 'string', multiple: true, default: []},
  },
});

async function main(): Promise<void> {
  const docs = await readDocs(process.cwd());
  const report = checkSources(docs, {
    release: values.release,
    clones: parsePairs(values.repo, '--repo'),
    lists: parsePairs(values.list, '--list'),
  });
  console.log(formatCheckReport(report));
  if (checkFailed(report)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
