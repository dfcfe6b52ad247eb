/** /accounts: the game accounts the user's bots can log in with, and the form to add one. */
import { pageOf } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { AccountList } from './AccountList';
import { AddAccountForm } from './AddAccountForm';
import { useMessages } from '../../lib/i18n';
import { accountsPageMessages } from './accounts.messages';
import './accounts.css';

function Accounts() {
  const m = useMessages(accountsPageMessages);
  return (
    <section className="container page accounts-page">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <div className="accounts-layout">
        <AccountList />
        <AddAccountForm />
      </div>
    </section>
  );
}

export default pageOf('user', Accounts);
