import { accountT, ConnectExtension } from '../../features/auth';
import { usePageTitle } from './use-page-title';

/** `/connect-extension`: the browser extension's sign-in (X1), opened by the extension. */
export function Component() {
  const title = accountT('account.extension.pageTitle');
  usePageTitle(title);
  return (
    <div className="narrow">
      <div className="page-head">
        <h1 className="page-title">{title}</h1>
      </div>
      <ConnectExtension />
    </div>
  );
}
