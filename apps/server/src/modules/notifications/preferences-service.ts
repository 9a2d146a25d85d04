import type { Preferences, PreferencesInput, UnsubscribeAnswer } from '@wishlist/core';
import type { Clock } from '../../clock.js';
import { badRequest, sessionExpired } from '../../errors.js';
import { msg, type Untranslated } from '../../i18n/message.js';
import { kindOfMail } from '../../mail/notification-mails.js';
import type { Caller } from '../auth/caller.js';
import type { PreferencesRepository } from './preferences-repository.js';
import type { UnsubscribeClaim, UnsubscribeTokens } from './unsubscribe-tokens.js';

const invalidLink = () =>
  badRequest(msg('server.unsubscribe.invalidLink'), 'invalid_unsubscribe_link');

/** Which notification e-mails someone gets (N3), changed signed in or from an e-mail's link. */
export class PreferencesService {
  constructor(
    private readonly preferences: PreferencesRepository,
    private readonly tokens: UnsubscribeTokens,
    private readonly clock: Clock,
  ) {}

  async get(caller: Caller): Promise<Preferences> {
    const viewer = await caller.viewer();
    return this.read(viewer.id);
  }

  /** Changes what `input` names, and answers all the preferences. */
  async update(caller: Caller, input: PreferencesInput): Promise<Preferences> {
    const viewer = await caller.viewer();
    await this.preferences.update(viewer.id, input, this.clock.nowIso());
    return this.read(viewer.id);
  }

  /** What an unsubscribe link would turn off; changes nothing (mail scanners open links). */
  describe(token: string): Untranslated<UnsubscribeAnswer> {
    const { kind } = this.claimOf(token);
    return { kind, message: msg('server.unsubscribe.turnsOff', { what: kindOfMail(kind) }) };
  }

  /** Turns off the kind the link names; the same answer every time it is used. */
  async unsubscribe(token: string): Promise<Untranslated<UnsubscribeAnswer>> {
    const { userId, kind } = this.claimOf(token);
    // An account deleted since has nothing left to turn off: the answer is the same.
    await this.preferences.turnOff(userId, kind, this.clock.nowIso());
    return { kind, message: msg('server.unsubscribe.done', { what: kindOfMail(kind) }) };
  }

  private claimOf(token: string): UnsubscribeClaim {
    const claim = this.tokens.read(token);
    if (!claim) throw invalidLink();
    return claim;
  }

  private async read(userId: string): Promise<Preferences> {
    const preferences = await this.preferences.find(userId);
    // The caller's row was read a moment ago: only an account deleted in between is missing.
    if (!preferences) throw sessionExpired();
    return preferences;
  }
}
