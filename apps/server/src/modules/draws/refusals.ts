import { conflict, forbidden, notFound } from '../../errors.js';
import { msg } from '../../i18n/message.js';

/** The draws' refusals that more than one call gives (D1-D3). */
export const drawNotFound = () => notFound(msg('server.draws.notFound'), 'DRAW_NOT_FOUND');
export const adminsOnly = () => forbidden(msg('server.circles.adminsOnly'), 'NOT_CIRCLE_ADMIN');

/** 409 `no_valid_draw`, saying in words who cannot be matched (Hall's witness). */
export function noValidDraw(
  why: { givers: number[]; receivers: number[] },
  people: Array<{ name: string }>,
) {
  const names = (indexes: number[]) => indexes.map((n) => people[n]!.name).join(', ');
  return conflict(
    why.receivers.length === 0
      ? msg('server.draws.noValidNobody', { givers: names(why.givers) })
      : msg('server.draws.noValid', { givers: names(why.givers), receivers: names(why.receivers) }),
    'no_valid_draw',
  );
}
