import { useParams } from 'react-router';
import { DrawPage, t, useDraw } from '../../features/draws';
import { usePageTitle } from './use-page-title';

/** D2, D3: a Secret Santa draw (the link of its e-mails), named in the tab once it loads. */
export function Component() {
  const { drawId = '' } = useParams();
  const draw = useDraw(drawId);
  usePageTitle(draw.data?.name ?? t('draws.page.eyebrow'));
  return <DrawPage drawId={drawId} />;
}
