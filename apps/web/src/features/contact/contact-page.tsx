import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContactRequest } from '@app/contracts';
import { isLanguage } from '@app/i18n';
import { useSendContact } from './api/send-contact';
import { contactErrorMessage } from './contact-error';
import './contact.css';
import { useSupportInfo } from './api/get-support';

const EMPTY = { customerName: '', customerEmail: '', customerPhone: '', subject: '', message: '' };
type Field = keyof typeof EMPTY;
const REQUIRED: Field[] = ['customerName', 'customerEmail', 'subject', 'message'];

/** /contact: the spec's form (name, email, subject, message; phone optional). */
export function ContactPage() {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendContact();
  const support = useSupportInfo();

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (REQUIRED.some((field) => !form[field].trim())) {
      setProblem(t('contact.required'));
      return;
    }
    const body: ContactRequest = {
      customerName: form.customerName.trim(),
      customerEmail: form.customerEmail.trim(),
      subject: form.subject.trim(),
      message: form.message.trim(),
      ...(form.customerPhone.trim() ? { customerPhone: form.customerPhone.trim() } : {}),
      language: isLanguage(i18n.language) ? i18n.language : 'en',
    };
    send.mutate(body, {
      onSuccess: (reply) => {
        if (reply.success) setForm(EMPTY);
        else setProblem(t('contact.failed'));
      },
      onError: (error) => setProblem(contactErrorMessage(error, t)),
    });
  };

  if (send.isSuccess && send.data.success) {
    return (
      <section className="page contact-page">
        <h1>{t('contact.title')}</h1>
        <div className="contact-sent" role="status">
          {t('contact.sent')}
        </div>
        <button type="button" className="secondary" onClick={() => send.reset()}>
          {t('contact.sendAnother')}
        </button>
      </section>
    );
  }

  return (
    <section className="page contact-page">
      <h1>{t('contact.title')}</h1>
      <p className="muted">{t('contact.intro')}</p>
      <p className="muted small">
        {support.data?.promise && (
          <span data-testid="support-promise">
            {t('contact.availability', {
              availability: support.data.promise.availability,
              hours: support.data.promise.responseHours,
            })}{' '}
            ·{' '}
          </span>
        )}
        {t('contact.faqHint')} <Link to="/faq">{t('contact.faqLink')}</Link>
      </p>
      <form className="contact-form" onSubmit={submit} noValidate>
        <label>
          <span>{t('contact.name')} *</span>
          <input
            name="name"
            autoComplete="name"
            value={form.customerName}
            onChange={set('customerName')}
            placeholder={t('contact.namePlaceholder')}
            maxLength={100}
          />
        </label>
        <label>
          <span>{t('contact.email')} *</span>
          <input
            name="email"
            type="email"
            autoComplete="email"
            value={form.customerEmail}
            onChange={set('customerEmail')}
            placeholder={t('contact.emailPlaceholder')}
            maxLength={254}
          />
        </label>
        <label>
          <span>{t('contact.phone')}</span>
          <input
            name="phone"
            type="tel"
            autoComplete="tel"
            value={form.customerPhone}
            onChange={set('customerPhone')}
            placeholder={t('contact.phonePlaceholder')}
            maxLength={30}
          />
        </label>
        <label>
          <span>{t('contact.subject')} *</span>
          <input
            name="subject"
            value={form.subject}
            onChange={set('subject')}
            placeholder={t('contact.subjectPlaceholder')}
            maxLength={200}
          />
        </label>
        <label>
          <span>{t('contact.message')} *</span>
          <textarea
            name="message"
            rows={6}
            value={form.message}
            onChange={set('message')}
            placeholder={t('contact.messagePlaceholder')}
            maxLength={5000}
          />
        </label>
        {problem && (
          <div className="error-box" role="alert">
            {problem}
          </div>
        )}
        <button type="submit" disabled={send.isPending}>
          {send.isPending ? t('contact.sending') : t('contact.send')}
        </button>
      </form>
    </section>
  );
}
