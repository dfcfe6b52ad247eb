/** /accounts: the game accounts the user's bots can log in with, and the form to add one. */
import { AppRoot } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { AccountList } from './AccountList';
import { AddAccountForm } from './AddAccountForm';
import './accounts.css';

function Accounts() {
  return (
    <section className="container page accounts-page">
      <PageHeader title="Game Accounts" subtitle="Manage the accounts your bots can use." />
      <div className="accounts-layout">
        <AccountList />
        <AddAccountForm />
      </div>
    </section>
  );
}

export default function AccountsPage() {
  return (
    <AppRoot access="user">
      <Accounts />
    </AppRoot>
  );
}
