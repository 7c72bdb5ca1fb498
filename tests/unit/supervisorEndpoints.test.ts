import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {endpointAnchor} from '../../src/components/SupervisorEndpoints/endpointAnchor';
import {endpointCountText, endpointMatches} from '../../src/components/SupervisorEndpoints/endpointFilter';
import {supervisorEndpointGroups, supervisorEndpoints, supervisorEndpointsSource} from '../../src/data/supervisorEndpoints';

const duplicates = (values: string[]): string[] => values.filter((value, index) => values.indexOf(value) !== index);

// Heading ids written in the Markdown part of the endpoints page, which share the page with ours.
function pageHeadingIds(): string[] {
  const page = fs.readFileSync(path.join(process.cwd(), 'docs/api/supervisor/endpoints.md'), 'utf8');
  return [...page.matchAll(/^#{2,3}\s+(.+)$/gm)].map((match) =>
    match[1]
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .trim()
      .replace(/\s/g, '-'),
  );
}

describe('supervisor endpoint data', () => {
  it('lists every method and path once', () => {
    expect(duplicates(supervisorEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`))).toEqual([]);
  });

  it('gives every endpoint a unique anchor', () => {
    const anchors = supervisorEndpoints.map((endpoint) => endpointAnchor(endpoint.method, endpoint.path));
    expect(duplicates(anchors)).toEqual([]);
  });

  it('starts every path with a slash and has no trailing slash', () => {
    const bad = supervisorEndpoints.filter((endpoint) => !endpoint.path.startsWith('/') || endpoint.path.endsWith('/'));
    expect(bad.map((endpoint) => endpoint.path)).toEqual([]);
  });

  it('describes every endpoint and parameter', () => {
    const undocumented = supervisorEndpoints.filter(
      (endpoint) =>
        endpoint.description.trim().length < 10 || (endpoint.params ?? []).some((param) => param.description.trim().length === 0),
    );
    expect(undocumented.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('puts every endpoint in a declared group and leaves no group empty', () => {
    const groupIds = supervisorEndpointGroups.map((group) => group.id);
    expect(supervisorEndpoints.filter((endpoint) => !groupIds.includes(endpoint.group))).toEqual([]);
    expect(groupIds.filter((id) => !supervisorEndpoints.some((endpoint) => endpoint.group === id))).toEqual([]);
    expect(duplicates(groupIds)).toEqual([]);
  });

  it('keeps response examples JSON-serialisable', () => {
    for (const endpoint of supervisorEndpoints.filter((e) => e.response !== undefined)) {
      expect(JSON.parse(JSON.stringify(endpoint.response))).toEqual(endpoint.response);
    }
  });

  it('does not reuse heading ids that the page already has', () => {
    const ids = [
      ...supervisorEndpointGroups.map((group) => group.anchor),
      ...supervisorEndpoints.map((endpoint) => endpointAnchor(endpoint.method, endpoint.path)),
    ];
    expect(duplicates(ids)).toEqual([]);
    expect(ids.filter((id) => pageHeadingIds().includes(id))).toEqual([]);
  });
});

describe('endpointAnchor', () => {
  it('derives the anchor from method and path', () => {
    expect(endpointAnchor('GET', '/addons/{addon}/info')).toBe('get-addons-addon-info');
    expect(endpointAnchor('POST', '/available_updates')).toBe('post-available-updates');
    expect(endpointAnchor('DELETE', '/backups/{slug}')).toBe('delete-backups-slug');
  });
});

describe('endpointMatches', () => {
  const endpoint = {method: 'POST', path: '/backups/new/full', description: 'Create a full backup.'};

  it('matches everything with an empty query', () => {
    expect(endpointMatches(endpoint, '  ')).toBe(true);
  });

  it('requires every term, in any field and any case', () => {
    expect(endpointMatches(endpoint, 'post BACKUPS')).toBe(true);
    expect(endpointMatches(endpoint, 'create full')).toBe(true);
    expect(endpointMatches(endpoint, 'backups restore')).toBe(false);
  });
});

describe('endpointCountText', () => {
  it('gives the total without a filter and the matches with one', () => {
    expect(endpointCountText(201, 201, '')).toBe('201 endpoints.');
    expect(endpointCountText(201, 201, '   ')).toBe('201 endpoints.');
    expect(endpointCountText(3, 201, 'backup')).toBe('3 of 201 endpoints match.');
    expect(endpointCountText(0, 201, 'nothing')).toBe('0 of 201 endpoints match.');
  });
});

describe('the source of the endpoint list', () => {
  it('names the Supervisor files and commit it was checked against, on or before the docs date', () => {
    expect(supervisorEndpointsSource).toMatchObject({repository: 'home-assistant/supervisor'});
    expect(supervisorEndpointsSource.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(supervisorEndpointsSource.files).toContain('supervisor/api/__init__.py');
    expect(supervisorEndpointsSource.date <= '2026-08-19').toBe(true);
  });

  it('includes the routes that Supervisor added up to that commit and drops the ones it replaced', () => {
    const routes = supervisorEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /docker/migrate-storage-driver',
        'DELETE /core/api/{path}',
        'GET /host/disks/{disk}/usage',
        'GET /os/boards/raspberrypi/firmware',
        'POST /os/boards/raspberrypi/firmware/update',
        'POST /store/repositories/{repository}/repair',
      ]),
    );
    expect(routes).not.toContain('GET /host/disks/default/usage');
  });
});
