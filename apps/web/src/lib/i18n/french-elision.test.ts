import { describe, expect, it } from 'vitest';
import { t as invitationsT } from '../../features/invitations';
import { t as listsT } from '../../features/lists';
import { setLanguage } from './i18n';

describe('French elides "de" and "que" before a name', () => {
  it('"d’Anna", "de Ben", wherever a name follows them', async () => {
    await setLanguage('fr');
    expect(listsT('lists.header.by', { name: 'Anna' })).toBe('Une liste de souhaits d’Anna');
    expect(listsT('lists.header.by', { name: 'Ben' })).toBe('Une liste de souhaits de Ben');
    expect(listsT('lists.claims.removeTheirs', { who: 'Élodie', name: 'Lampe' })).toBe(
      'Annuler l’achat d’Élodie\u00a0: Lampe',
    );
    expect(
      invitationsT('invitations.sharedLists.invitationMeta', {
        inviter: 'Anna',
        count: 3,
        date: '5 mars 2026',
      }),
    ).toBe('D’Anna · 3 articles · Invitation du 5 mars 2026');
    expect(invitationsT('invitations.page.signInAs', { email: 'anna@example.test' })).toBe(
      'Connectez-vous en tant qu’anna@example.test pour ouvrir la liste.',
    );
  });

  it('other languages are left as they are', async () => {
    await setLanguage('de');
    expect(listsT('lists.header.by', { name: 'Anna' })).toBe('Eine Wunschliste von Anna');
  });
});
