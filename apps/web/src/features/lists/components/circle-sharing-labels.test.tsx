import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeList, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const family = { _id: 'c-1', name: 'Family' };
const friends = { _id: 'c-2', name: 'Friends' };
const noStats = { 'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } } };

describe('who a list is shared with, once it is in circles (C3)', () => {
  it.each([
    [0, [], 'Shared with 0 people'],
    [2, [], 'Shared with 2 people'],
    [0, [family], 'Shared with 1 circle'],
    [0, [family, friends], 'Shared with 2 circles'],
    [1, [family], 'Shared with 1 person and 1 circle'],
  ])('%i invited, %j: the header says %s', async (invitationCount, circles, label) => {
    signInAs(OWNER);
    mockApi({ 'GET /api/lists/l-1': { body: makeList({ invitationCount, circles }) } });
    renderApp('/lists/l-1');
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
  });

  it("an answer from before circles (an offline copy) keeps the spec's words", async () => {
    signInAs(OWNER);
    const { circles: _circles, ...older } = makeList({ invitationCount: 2 });
    mockApi({ 'GET /api/lists/l-1': { body: older } });
    renderApp('/lists/l-1');
    expect(await screen.findByRole('button', { name: 'Shared with 2 people' })).toBeInTheDocument();
  });

  it("a dashboard card says 'In N circles' rather than '0 invited'; both when both", async () => {
    signInAs(OWNER);
    mockApi({
      ...noStats,
      'GET /api/lists': {
        body: [
          makeList({ _id: 'a', name: 'Circles only', invitationCount: 0, circles: [family] }),
          makeList({ _id: 'b', name: 'Both', invitationCount: 3, circles: [family, friends] }),
          makeList({ _id: 'c', name: 'Nobody yet', invitationCount: 0 }),
        ],
      },
    });
    renderApp('/dashboard');
    const circlesOnly = await screen.findByRole('link', { name: /Circles only/ });
    expect(circlesOnly).toHaveTextContent('In 1 circle');
    expect(circlesOnly).not.toHaveTextContent('invited');
    const both = screen.getByRole('link', { name: /Both/ });
    expect(both).toHaveTextContent('3 invited');
    expect(both).toHaveTextContent('In 2 circles');
    // A list in no circle keeps the spec's badge, '0 invited' included.
    expect(screen.getByRole('link', { name: /Nobody yet/ })).toHaveTextContent('0 invited');
  });
});
