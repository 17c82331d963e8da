import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionStatus, type TransactionType, type TransactionsPage as Page } from '../../api/endpoints';
import { formatMoney } from '../../catalogues/format-money';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import './account.css';
import { AccountDataStatus } from '../../ui/account-data/account-data-status';
import { useAccountData } from '../../ui/account-data/use-account-data';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isType(value: string | undefined): value is TransactionType {
  return value !== undefined && (TRANSACTION_TYPES as readonly string[]).includes(value);
}

function statusOf(value: string | null): TransactionStatus | undefined {
  return value !== null && (TRANSACTION_STATUSES as readonly string[]).includes(value) ? (value as TransactionStatus) : undefined;
}

function dateOf(value: string | null): string | undefined {
  return value !== null && DATE.test(value) ? value : undefined;
}

/**
 * /my/transactions/{type} (logged in; issue 16 §4): game, deposit, withdrawal, promo, free rounds and
 * betting as a paged list — date, what it was, amount in the money format, status, reference — with a
 * date range and a status filter kept in the address (`?from&to&status&page`), so the pending-withdrawals
 * button (`/my/transactions/withdrawal?status=pending`, also on the deposit page) opens the list filtered.
 */
export default function TransactionsPage({ store }: { store: RootStore }) {
  const { type } = useParams();
  const at = useLanguagePath();
  if (!isType(type)) return <Navigate to={at('/my/transactions/deposit')} replace />;
  return <TransactionList key={type} store={store} type={type} />;
}

function TransactionList({ store, type }: { store: RootStore; type: TransactionType }) {
  const { t, i18n } = useTranslation('account');
  const at = useLanguagePath();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const from = dateOf(params.get('from'));
  const to = dateOf(params.get('to'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = { type, page, ...(status ? { status } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const queryKey = JSON.stringify(query);
  const { state, retry } = useAccountData<Page>((signal) => store.api.call('transactions', query, { signal }), queryKey);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const showPage = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };

  return (
    <PageLayout id="transactions" title={t('transactions.title')}>
      <nav className="account-menu" aria-label={t('transactions.types')}>
        <ul>
          {TRANSACTION_TYPES.map((each) => (
            <li key={each}>
              <Link to={at(`/my/transactions/${each}`)} aria-current={each === type ? 'page' : undefined}>
                {t(`transactions.typeNames.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{t(`transactions.typeNames.${type}`)}</h2>
      {/* keyed by the applied filters: a new address (a link, Back) starts the controls from it */}
      <TransactionFilters key={`${status ?? ''}|${from ?? ''}|${to ?? ''}`} type={type} status={status} from={from} to={to} onApply={(next) => setParams(next)} />
      {state.status !== 'loaded' ? (
        <AccountDataStatus state={state} onRetry={retry} />      ) : state.data.items.length === 0 ? (
        <p role="status">{t('transactions.empty')}</p>
      ) : (
        <>
          <p role="status" className="account__count">
            {t('transactions.count', { count: state.data.total })}
          </p>
          {/* a wide table scrolls on phones: the region takes focus so the keyboard can scroll it */}
          <div className="account__table-wrap" role="region" aria-label={t('transactions.caption', { type: t(`transactions.typeNames.${type}`) })} tabIndex={0}>
            <table className="account__table">
              <caption className="visually-hidden">{t('transactions.caption', { type: t(`transactions.typeNames.${type}`) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('transactions.columns.at')}</th>
                  <th scope="col">{t('transactions.columns.description')}</th>
                  <th scope="col" className="account__amount">
                    {t('transactions.columns.amount')}
                  </th>
                  <th scope="col">{t('transactions.columns.status')}</th>
                  <th scope="col">{t('transactions.columns.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((entry) => (
                  <tr key={entry.reference}>
                    <td>
                      <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
                    </td>
                    <td>{entry.description}</td>
                    <td className="account__amount">{formatMoney(entry.amount, entry.currency)}</td>
                    <td>
                      <span className={`account__status account__status--${entry.status}`}>{t(`transactions.statuses.${entry.status}`)}</span>
                    </td>
                    <td>{entry.reference}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={state.data.page} pages={Math.max(1, Math.ceil(state.data.total / state.data.pageSize))} onPage={showPage} />
        </>
      )}
    </PageLayout>
  );
}

interface FilterProps {
  type: TransactionType;
  status: TransactionStatus | undefined;
  from: string | undefined;
  to: string | undefined;
  onApply: (params: URLSearchParams) => void;
}

/** Date range and status; Apply puts them in the address (page 1), Clear removes them; a range that ends before it starts is refused. */
function TransactionFilters({ type, status, from, to, onApply }: FilterProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [draft, setDraft] = useState({ status: status ?? '', from: from ?? '', to: to ?? '' });
  const [rangeError, setRangeError] = useState(false);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    const next = new URLSearchParams();
    if (draft.status) next.set('status', draft.status);
    if (draft.from) next.set('from', draft.from);
    if (draft.to) next.set('to', draft.to);
    onApply(next);
  };
  const pendingOnly = () => onApply(new URLSearchParams({ status: 'pending' }));
  return (
    <form className="account__filters" onSubmit={apply} aria-label={t('account:transactions.filters')}>
      <div className="account__filter">
        <label htmlFor={`${id}-from`}>{t('account:transactions.from')}</label>
        <input
          id={`${id}-from`}
          className="sf-input"
          type="date"
          value={draft.from}
          aria-invalid={rangeError || undefined}
          aria-describedby={rangeError ? `${id}-range` : undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </div>
      <div className="account__filter">
        <label htmlFor={`${id}-to`}>{t('account:transactions.to')}</label>
        <input id={`${id}-to`} className="sf-input" type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
      </div>
      <div className="account__filter">
        <label htmlFor={`${id}-status`}>{t('account:transactions.status')}</label>
        <select id={`${id}-status`} className="sf-select" value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })}>
          <option value="">{t('account:transactions.allStatuses')}</option>
          {TRANSACTION_STATUSES.map((each) => (
            <option key={each} value={each}>
              {t(`account:transactions.statuses.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="account__buttons">
        <button type="submit" className="button">
          {t('account:transactions.apply')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onApply(new URLSearchParams())}>
          {t('account:transactions.clear')}
        </button>
        {type === 'withdrawal' ? (
          <button type="button" className="button button--secondary" aria-pressed={status === 'pending'} onClick={pendingOnly}>
            {t('account:transactions.pendingWithdrawals')}
          </button>
        ) : null}
      </div>
      {rangeError ? (
        <p id={`${id}-range`} className="sf-field__error" role="alert">
          {t('account:transactions.rangeError')}
        </p>
      ) : null}
    </form>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('account');
  if (pages <= 1) return null;
  return (
    <nav className="account__pager" aria-label={t('transactions.pages')}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('transactions.previous')}
      </button>
      <span>{t('transactions.pageOf', { page, pages })}</span>
      <button type="button" className="button button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('transactions.next')}
      </button>
    </nav>
  );
}
