// Renders every Mermaid fence of docs/ and blog/ to static/diagrams/<hash>-{light,dark}.svg and deletes SVGs no
// fence uses any more. `--check` changes nothing and exits 1 when a file is missing, stale or unused.
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {DIAGRAM_DIR, diagramProblems, siteDiagrams} from '../src/plugins/diagrams/diagrams.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const problems = await diagramProblems(root);
for (const problem of problems) {
  const path = join(root, DIAGRAM_DIR, problem.name);
  if (check) {
    console.error(`${problem.kind}: ${DIAGRAM_DIR}/${problem.name}${problem.where ? ` (${problem.where})` : ''}`);
  } else if (problem.kind === 'unused') {
    rmSync(path);
    console.log(`deleted ${DIAGRAM_DIR}/${problem.name}`);
  } else {
    mkdirSync(join(root, DIAGRAM_DIR), {recursive: true});
    writeFileSync(path, problem.svg);
    console.log(`wrote ${DIAGRAM_DIR}/${problem.name} (${problem.where})`);
  }
}
if (check && problems.length) {
  console.error(`${problems.length} diagram file(s) out of step with their sources: run npm run diagrams`);
  process.exit(1);
}
console.log(`${siteDiagrams(root).length} diagram(s) ${check ? 'in step with their SVGs' : 'rendered'}`);
