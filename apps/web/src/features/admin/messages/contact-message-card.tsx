import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_REPLY_MAX_LENGTH, type AdminContactMessageView } from '@app/contracts';
import { toast } from '../../../components/toast';
import { useReplyToContact } from '../api/admin-contact';
import { dateTime } from '../components/format';

/** One message of the inbox: who, what, the answers, and the answer box (Telegram) or a mail link (form). */
export function ContactMessageCard({ message }: { message: AdminContactMessageView }) {
  const { t } = useTranslation();
  const reply = useReplyToContact();
  const [answer, setAnswer] = useState('');
  const fieldId = `answer-${message.id}`;

  return (
    <article className="card contact-message" data-testid="contact-message">
      <header className="contact-message-head">
        <strong>{message.customerName}</strong>
        <span className="muted">
          {message.customerEmail}
          {message.customerPhone ? ` · ${message.customerPhone}` : ''}
        </span>
        <span
          className={`badge ${message.source === 'telegram' ? 'admin-badge-success' : 'admin-badge-outline'}`}
        >
          {message.source === 'telegram' ? t('adminMessages.fromTelegram') : t('adminMessages.fromForm')}
        </span>
        <time className="muted" dateTime={message.createdAt}>
          {dateTime(message.createdAt)}
        </time>
      </header>
      {message.source === 'form' ? <p className="contact-message-subject">{message.subject}</p> : null}
      <p className="contact-message-body">{message.message}</p>
      {message.replies.length > 0 ? (
        <div className="contact-replies">
          <h3>{t('adminMessages.replies')}</h3>
          {message.replies.map((entry) => (
            <blockquote key={entry.id} className="contact-reply">
              <p>{entry.body}</p>
              <footer className="muted">
                {dateTime(entry.createdAt)}
                {entry.sentBy ? ` · ${t('adminMessages.by', { email: entry.sentBy })}` : ''}
              </footer>
            </blockquote>
          ))}
        </div>
      ) : null}
      {message.source === 'telegram' ? (
        <form
          className="contact-answer"
          onSubmit={(event) => {
            event.preventDefault();
            if (!answer.trim()) return;
            reply.mutate(
              { id: message.id, message: answer.trim() },
              {
                onSuccess: () => {
                  setAnswer('');
                  toast({ title: t('adminMessages.sent'), variant: 'success' });
                },
                onError: () => toast({ title: t('adminMessages.failed'), variant: 'destructive' }),
              },
            );
          }}
        >
          <label htmlFor={fieldId}>{t('adminMessages.answer')}</label>
          <textarea
            id={fieldId}
            rows={3}
            maxLength={CONTACT_REPLY_MAX_LENGTH}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
          />
          <button type="submit" disabled={reply.isPending || !answer.trim()}>
            {reply.isPending ? t('adminMessages.sending') : t('adminMessages.send')}
          </button>
        </form>
      ) : (
        <a
          className="button secondary"
          href={`mailto:${message.customerEmail}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
        >
          {t('adminMessages.byEmail')}
        </a>
      )}
    </article>
  );
}
