import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_PAGE_SIZE, useAdminContactMessages } from '../api/admin-contact';
import { LoadError } from '../components/load-error';
import { ContactMessageCard } from './contact-message-card';
import { PageSteps } from '../components/pagination';
import './messages.css';

/**
 * Messages: the support inbox. The contact form's messages (answered by email) and the ones written
 * to the Telegram bot by linked customers (answered here, the answer goes to their chat), newest first.
 */
export function ContactMessagesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const view = useAdminContactMessages(page);
  const data = view.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / CONTACT_PAGE_SIZE)) : 1;

  return (
    <section className="page" data-testid="contact-messages">
      <div className="page-head">
        <h1>{t('adminMessages.title')}</h1>
      </div>
      <p className="muted">{t('adminMessages.intro')}</p>
      {view.isError ? (
        <LoadError error={view.error} onRetry={() => void view.refetch()} />
      ) : !data ? (
        <p className="muted">{t('admin.loading')}</p>
      ) : data.items.length === 0 ? (
        <p className="muted">{t('adminMessages.none')}</p>
      ) : (
        <>
          <div className="contact-messages">
            {data.items.map((message) => (
              <ContactMessageCard key={message.id} message={message} />
            ))}
          </div>
          {pages > 1 ? (
            <PageSteps className="contact-pages" page={page} pages={pages} onPage={setPage} />
          ) : null}
        </>
      )}
    </section>
  );
}
