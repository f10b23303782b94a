import { BadRequestException, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AppConfig } from '@app/core';
import { resources } from '@app/i18n';
import { DataSource, EntityManager } from 'typeorm';
import { Notifications } from '../notifications.service';
import { ContactMessage } from './contact-message.entity';
import { type ContactInput, validateContact } from './contact-input';

/** At most this many messages per hour from one address, and as many to one email. */
export const CONTACT_LIMIT_PER_HOUR = 5;

/**
 * The contact form: validates, applies the hourly limit (counted in Postgres, so it holds across
 * api instances), stores the message and asks for two emails, all in one transaction. The stored
 * row is the message: if SMTP is down the emails wait and go out when it is back.
 */
@Injectable()
export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: Notifications,
    private readonly config: AppConfig,
  ) {}

  async submit(
    input: ContactInput,
    clientIp: string,
  ): Promise<{ success: true; message: string; id: string }> {
    const result = validateContact(input);
    if (!result.ok) {
      throw new BadRequestException({
        message: result.message,
        code: `CONTACT_${result.code}`,
        details: { fields: result.fields },
      });
    }
    const contact = result.value;
    const id = await this.dataSource.transaction(async (manager) => {
      await this.assertUnderLimit(manager, clientIp, contact.customerEmail, contact.language);
      const saved = await manager.save(
        manager.create(ContactMessage, { ...contact, clientIp: clientIp.slice(0, 64) }),
      );
      await this.emailSupport(manager, saved);
      await this.notifications.enqueue(manager, {
        kind: 'contact_receipt',
        subjectId: saved.id,
        to: contact.customerEmail,
        language: contact.language,
        data: {
          contactId: saved.id,
          customerName: contact.customerName,
          subject: contact.subject,
          message: contact.message,
        },
      });
      return saved.id;
    });
    return { success: true, message: resources[contact.language].translation.contact.sent, id };
  }

  /**
   * A message written to the bot by a linked account, in the update's transaction: stored as a
   * contact message from that chat (the agents' replies go back to it) and emailed to support like
   * the form's. The chat's own answer is the receipt.
   */
  async fromChat(
    manager: EntityManager,
    input: {
      chatId: number;
      userId: string;
      name: string;
      email: string;
      phone: string | null;
      language: 'en' | 'km';
      message: string;
    },
  ): Promise<string> {
    const saved = await manager.save(
      manager.create(ContactMessage, {
        customerName: input.name.slice(0, 100),
        customerEmail: input.email.slice(0, 254),
        customerPhone: input.phone?.slice(0, 30) ?? null,
        subject: 'Telegram',
        message: input.message,
        language: input.language,
        clientIp: 'telegram',
        telegramChatId: String(input.chatId),
        userId: input.userId,
      }),
    );
    await this.emailSupport(manager, saved);
    return saved.id;
  }

  /** The stored message, emailed to the support inbox (in English, the agents' language). */
  private async emailSupport(manager: EntityManager, saved: ContactMessage): Promise<void> {
    await this.notifications.enqueue(manager, {
      kind: 'contact_message',
      subjectId: saved.id,
      to: this.config.mail.supportEmail,
      language: 'en',
      data: {
        contactId: saved.id,
        customerName: saved.customerName,
        customerEmail: saved.customerEmail,
        customerPhone: saved.customerPhone,
        subject: saved.subject,
        message: saved.message,
        receivedAt: saved.createdAt.toISOString(),
      },
    });
  }

  /** Serialised per address and per email (advisory locks), so parallel requests count right. */
  private async assertUnderLimit(
    manager: EntityManager,
    clientIp: string,
    email: string,
    language: 'en' | 'km',
  ): Promise<void> {
    const address = email.toLowerCase();
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contact-ip:${clientIp}`]);
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contact-email:${address}`]);
    const [counts]: { by_ip: number; by_email: number }[] = await manager.query(
      `SELECT count(*) FILTER (WHERE client_ip = $1)::int AS by_ip,
              count(*) FILTER (WHERE lower(customer_email) = $2)::int AS by_email
       FROM contact_message
       WHERE created_at > now() - interval '1 hour' AND (client_ip = $1 OR lower(customer_email) = $2)`,
      [clientIp, address],
    );
    if (counts.by_ip >= CONTACT_LIMIT_PER_HOUR || counts.by_email >= CONTACT_LIMIT_PER_HOUR) {
      throw new HttpException(
        { message: resources[language].translation.contact.tooMany, code: 'CONTACT_RATE_LIMITED' },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }
}
