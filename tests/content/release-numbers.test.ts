/** The one comparison of release numbers the site, the release command and the rules share. */
import {describe, expect, it} from 'vitest';

import {compareVersions, isReleaseNumber, nextMinor} from '../../shared/releases/policy';

describe('release numbers', () => {
  it('orders them by their numbers, not their characters, with the draft newest', () => {
    const shuffled = ['1.10.0', 'current', '1.9.12', '2.0.0', '1.11.2', '1.9.2', '1.12.0', '1.11.10'];
    expect([...shuffled].sort(compareVersions)).toEqual([
      '1.9.2',
      '1.9.12',
      '1.10.0',
      '1.11.2',
      '1.11.10',
      '1.12.0',
      '2.0.0',
      'current',
    ]);
    expect(compareVersions('1.12.0', '1.12.0')).toBe(0);
  });

  it('are major.minor.patch and nothing else', () => {
    expect(['1.12.0', '0.1.0', '10.20.30'].filter(isReleaseNumber)).toHaveLength(3);
    expect(
      ['1.12', '1.12.0-rc.1', '1.12.0+build', '01.12.0', 'v1.12.0', 'current', ''].filter(isReleaseNumber),
    ).toEqual([]);
  });

  it('the next minor release follows any patch', () => {
    expect([nextMinor('1.12.0'), nextMinor('1.12.4'), nextMinor('1.9.0')]).toEqual(['1.13.0', '1.13.0', '1.10.0']);
  });
});
