import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessage } from './contact/contact-message.entity';
import { ContactService } from './contact/contact.service';
import { Mailer, SmtpMailer } from './mail/mailer';
import { Notification } from './notification.entity';
import { NotificationJobs } from './notification.jobs';
import { NotificationSecrets } from './notification-secrets';
import { NotificationStore } from './notification.store';
import { Notifications } from './notifications.service';

/** Emails as queued jobs (at most once per dedupe key), the PDF guide, and the contact form. */
@Module({
  imports: [TypeOrmModule.forFeature([Notification, ContactMessage])],
  providers: [
    NotificationStore,
    Notifications,
    NotificationJobs,
    NotificationSecrets,
    ContactService,
    { provide: Mailer, useClass: SmtpMailer },
  ],
  exports: [Notifications, NotificationStore, NotificationSecrets, ContactService, Mailer],
})
export class NotificationsModule {}
